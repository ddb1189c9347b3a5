// The livescore cache service contract (SPEC.md §3 Football fixture, Standings, Top entries, Formula 1).
import { Type, type Static } from '@sinclair/typebox';

const Loose = { additionalProperties: true } as const;
const Team = Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.Union([Type.String(), Type.Null()]) }, Loose);
const MaybeInt = Type.Union([Type.Integer(), Type.Null()]);

export const Fixture = Type.Object({
  fixture: Type.Object({
    id: Type.Integer(), timestamp: Type.Integer(), status: Type.Object({ short: Type.String() }, Loose),
    venue: Type.Object({ name: Type.Union([Type.String(), Type.Null()]) }, Loose), referee: Type.Union([Type.String(), Type.Null()]),
  }, Loose),
  league: Type.Object({ id: Type.Integer(), name: Type.String(), logo: Type.Union([Type.String(), Type.Null()]) }, Loose),
  teams: Type.Object({ home: Team, away: Team }, Loose),
  goals: Type.Object({ home: MaybeInt, away: MaybeInt }, Loose),
  score: Type.Object({}, Loose),
}, Loose);
export type Fixture = Static<typeof Fixture>;

/** Every livescore answer is an envelope with a response list. */
export const LivescoreList = <T extends ReturnType<typeof Type.Object>>(item: T) => Type.Object({ response: Type.Array(item) }, Loose);
export const FixtureList = LivescoreList(Fixture);

export const StandingRow = Type.Object({
  rank: Type.Integer(), team: Team, points: Type.Integer(), goalsDiff: Type.Integer(), group: Type.Union([Type.String(), Type.Null()]),
  all: Type.Object({ played: Type.Integer(), win: Type.Integer(), draw: Type.Integer(), lose: Type.Integer(), goals: Type.Object({ for: Type.Integer(), against: Type.Integer() }, Loose) }, Loose),
}, Loose);
export const Standings = Type.Object({ response: Type.Array(Type.Object({ league: Type.Object({ standings: Type.Array(Type.Array(StandingRow)) }, Loose) }, Loose)) }, Loose);

export const TopEntry = Type.Object({
  player: Type.Object({ name: Type.String(), photo: Type.Union([Type.String(), Type.Null()]) }, Loose),
  statistics: Type.Array(Type.Object({ team: Team }, Loose), { minItems: 1 }),
}, Loose);
export const TopList = LivescoreList(TopEntry);

export const Race = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]), type: Type.String(), status: Type.String(), date: Type.String(),
  competition: Type.Object({ id: Type.Integer(), name: Type.String() }, Loose),
}, Loose);
export const RaceList = LivescoreList(Race);
