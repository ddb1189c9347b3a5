// The livescore cache service contract (§3 Football fixture, Standings, Top entries, Formula 1; §7 the calls).
// Every answer is an envelope `{ response: [...] }` in the manner of API-Football / API-Formula-1. The schemas are
// checked at run time on every answer the BFF reads; objects stay open (additionalProperties) so a field the
// service adds later is not an error, while a field we read that is missing or of the wrong type is.
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Loose = { additionalProperties: true } as const;
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const MaybeInt = Nullable(Type.Integer());
const MaybeString = Nullable(Type.String());

/** Every livescore answer is an envelope with a response list. */
export const LivescoreList = <T extends TSchema>(item: T) => Type.Object({ response: Type.Array(item) }, Loose);

// ---------------------------------------------------------------------------------------------------- football

export const Team = Type.Object({ id: Type.Integer(), name: Type.String(), logo: MaybeString }, Loose);
export type Team = Static<typeof Team>;

export const FixtureStatus = Type.Object(
  {
    long: Type.String(),
    short: Type.String(),
    elapsed: MaybeInt,
    extra: Type.Optional(MaybeInt),
  },
  Loose,
);
export type FixtureStatus = Static<typeof FixtureStatus>;

const HomeAway = Type.Object({ home: MaybeInt, away: MaybeInt }, Loose);
export type HomeAway = Static<typeof HomeAway>;

export const FixtureLeague = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    country: Type.String(),
    logo: MaybeString,
    flag: Type.Optional(MaybeString),
    season: Type.Integer(),
    round: Type.String(),
  },
  Loose,
);

export const FixtureEvent = Type.Object(
  {
    time: Type.Object({ elapsed: Type.Integer(), extra: MaybeInt }, Loose),
    team: Team,
    player: Type.Object({ id: MaybeInt, name: MaybeString }, Loose),
    assist: Type.Object({ id: MaybeInt, name: MaybeString }, Loose),
    /** 'Goal', 'Card', 'subst' or 'Var' */
    type: Type.String(),
    /** e.g. 'Normal Goal', 'Own Goal', 'Penalty', 'Missed Penalty', 'Yellow Card', 'Second Yellow card', 'Red Card', 'Substitution 1' */
    detail: Type.String(),
    comments: MaybeString,
  },
  Loose,
);
export type FixtureEvent = Static<typeof FixtureEvent>;

export const LineupPlayer = Type.Object(
  {
    player: Type.Object(
      { id: Type.Integer(), name: Type.String(), number: MaybeInt, pos: MaybeString, grid: MaybeString },
      Loose,
    ),
  },
  Loose,
);
export type LineupPlayer = Static<typeof LineupPlayer>;

/** Lineups: index 0 the home team, 1 the away team (§3). */
export const Lineup = Type.Object(
  {
    team: Team,
    formation: MaybeString,
    startXI: Type.Array(LineupPlayer),
    substitutes: Type.Array(LineupPlayer),
    coach: Type.Object({ id: MaybeInt, name: MaybeString, photo: MaybeString }, Loose),
  },
  Loose,
);
export type Lineup = Static<typeof Lineup>;

export const TeamStatistics = Type.Object(
  {
    team: Team,
    statistics: Type.Array(
      Type.Object({ type: Type.String(), value: Type.Union([Type.Integer(), Type.String(), Type.Null()]) }, Loose),
    ),
  },
  Loose,
);
export type TeamStatistics = Static<typeof TeamStatistics>;

/** A side of a fixture: winner is true/false once decided, null while open or drawn. */
const SideTeam = Type.Object(
  { id: Type.Integer(), name: Type.String(), logo: MaybeString, winner: Type.Optional(Nullable(Type.Boolean())) },
  Loose,
);

/** The list form of a fixture (also the form of the head-to-head meetings), without details. */
const FixtureCore = {
  fixture: Type.Object(
    {
      id: Type.Integer(),
      referee: MaybeString,
      timezone: Type.Optional(Type.String()),
      date: Type.String(),
      timestamp: Type.Integer(),
      venue: Type.Object({ id: Type.Optional(MaybeInt), name: MaybeString, city: Type.Optional(MaybeString) }, Loose),
      status: FixtureStatus,
    },
    Loose,
  ),
  league: FixtureLeague,
  teams: Type.Object({ home: SideTeam, away: SideTeam }, Loose),
  goals: HomeAway,
  score: Type.Object({ halftime: HomeAway, fulltime: HomeAway, extratime: HomeAway, penalty: HomeAway }, Loose),
};

export const Prediction = Type.Object(
  {
    winner: Type.Object({ id: MaybeInt, name: MaybeString, comment: MaybeString }, Loose),
    /** 'NN%' strings, as API-Football writes them */
    percent: Type.Object({ home: Type.String(), draw: Type.String(), away: Type.String() }, Loose),
    comparison: Type.Object({ goals: Type.Object({ home: Type.String(), away: Type.String() }, Loose) }, Loose),
    h2h: Type.Array(Type.Object(FixtureCore, Loose)),
  },
  Loose,
);
export type Prediction = Static<typeof Prediction>;

/**
 * A fixture. The lists (fixtures of a day, all fixtures of a tournament) carry the core fields; the fixture by id
 * adds events, lineups, statistics and predictions (§3). `url` is the publisher's article about the fixture (null
 * when there is none), `robot` says the comments are written by machine.
 */
export const Fixture = Type.Object(
  {
    ...FixtureCore,
    events: Type.Optional(Type.Array(FixtureEvent)),
    lineups: Type.Optional(Type.Array(Lineup)),
    statistics: Type.Optional(Type.Array(TeamStatistics)),
    predictions: Type.Optional(Nullable(Prediction)),
    url: Type.Optional(MaybeString),
    robot: Type.Optional(Type.Boolean()),
  },
  Loose,
);
export type Fixture = Static<typeof Fixture>;
export const FixtureList = LivescoreList(Fixture);
export type FixtureList = Static<typeof FixtureList>;

export const Country = Type.Object({ name: Type.String(), code: Type.String(), flag: MaybeString }, Loose);
export type Country = Static<typeof Country>;
export const CountryList = LivescoreList(Country);

export const LeagueSeason = Type.Object(
  { year: Type.Integer(), start: Type.String(), end: Type.String(), current: Type.Boolean() },
  Loose,
);
export const LeagueEntry = Type.Object(
  {
    league: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), logo: MaybeString }, Loose),
    country: Country,
    seasons: Type.Array(LeagueSeason),
  },
  Loose,
);
export type LeagueEntry = Static<typeof LeagueEntry>;
export const LeagueList = LivescoreList(LeagueEntry);

export const SeasonList = LivescoreList(Type.Integer());

const TeamRecord = Type.Object(
  {
    played: Type.Integer(),
    win: Type.Integer(),
    draw: Type.Integer(),
    lose: Type.Integer(),
    goals: Type.Object({ for: Type.Integer(), against: Type.Integer() }, Loose),
  },
  Loose,
);
/** A standings row; rows equal on points, goal difference and goals scored share a rank (§9). */
export const StandingRow = Type.Object(
  {
    rank: Type.Integer(),
    team: Team,
    points: Type.Integer(),
    goalsDiff: Type.Integer(),
    group: MaybeString,
    form: Type.Optional(MaybeString),
    description: Type.Optional(MaybeString),
    all: TeamRecord,
    home: Type.Optional(TeamRecord),
    away: Type.Optional(TeamRecord),
    update: Type.Optional(Type.String()),
  },
  Loose,
);
export type StandingRow = Static<typeof StandingRow>;
export const Standings = LivescoreList(
  Type.Object(
    {
      league: Type.Object(
        {
          id: Type.Integer(),
          name: Type.String(),
          country: Type.Optional(Type.String()),
          logo: Type.Optional(MaybeString),
          flag: Type.Optional(MaybeString),
          season: Type.Integer(),
          /** groups of rows: one group for a league, one per group for a tournament */
          standings: Type.Array(Type.Array(StandingRow)),
        },
        Loose,
      ),
    },
    Loose,
  ),
);
export type Standings = Static<typeof Standings>;

/** A top scorer / yellow / red card entry (§3 Top entries); the list comes in its order, ranks are the reader's (§9). */
export const TopEntry = Type.Object(
  {
    player: Type.Object(
      {
        id: Type.Optional(Type.Integer()),
        name: Type.String(),
        photo: MaybeString,
        nationality: Type.Optional(MaybeString),
      },
      Loose,
    ),
    statistics: Type.Array(
      Type.Object(
        {
          team: Team,
          games: Type.Optional(Type.Object({ appearences: MaybeInt, minutes: MaybeInt }, Loose)),
          goals: Type.Object({ total: MaybeInt, assists: Type.Optional(MaybeInt) }, Loose),
          cards: Type.Object({ yellow: MaybeInt, yellowred: MaybeInt, red: MaybeInt }, Loose),
        },
        Loose,
      ),
      { minItems: 1 },
    ),
  },
  Loose,
);
export type TopEntry = Static<typeof TopEntry>;
export const TopList = LivescoreList(TopEntry);
export type TopList = Static<typeof TopList>;

// ---------------------------------------------------------------------------------------------------- Formula 1

export const F1Team = Type.Object({ id: Type.Integer(), name: Type.String(), logo: MaybeString }, Loose);
export const F1DriverRef = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    abbr: MaybeString,
    number: MaybeInt,
    image: MaybeString,
  },
  Loose,
);

/** A session of a Grand Prix weekend (§3 race): practice, qualifying part or the race. */
export const Race = Type.Object(
  {
    id: Type.Integer(),
    competition: Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        location: Type.Optional(Type.Object({ country: Type.String(), city: Type.String() }, Loose)),
      },
      Loose,
    ),
    circuit: Type.Object({ id: Type.Integer(), name: Type.String(), image: MaybeString }, Loose),
    season: Type.Integer(),
    type: Type.String(),
    laps: Type.Object({ current: MaybeInt, total: MaybeInt }, Loose),
    distance: Type.Optional(MaybeString),
    timezone: Type.Optional(Type.String()),
    date: Type.String(),
    status: Type.String(),
  },
  Loose,
);
export type Race = Static<typeof Race>;
export const RaceList = LivescoreList(Race);

/** A result row; the starting grid has the same shape (position = grid slot, time = the qualifying time). */
export const RaceResult = Type.Object(
  {
    race: Type.Object({ id: Type.Integer() }, Loose),
    driver: F1DriverRef,
    team: F1Team,
    position: MaybeInt,
    time: MaybeString,
    laps: Type.Optional(MaybeInt),
    grid: Type.Optional(MaybeString),
    pits: Type.Optional(MaybeInt),
    gap: Type.Optional(MaybeString),
  },
  Loose,
);
export type RaceResult = Static<typeof RaceResult>;
export const RaceResultList = LivescoreList(RaceResult);

export const Circuit = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    image: MaybeString,
    competition: Type.Object(
      {
        id: Type.Integer(),
        name: Type.String(),
        location: Type.Object({ country: Type.String(), city: Type.String() }, Loose),
      },
      Loose,
    ),
    first_grand_prix: MaybeInt,
    laps: MaybeInt,
    length: MaybeString,
    race_distance: MaybeString,
    lap_record: Type.Object({ time: MaybeString, driver: MaybeString, year: MaybeString }, Loose),
    capacity: MaybeInt,
    opened: MaybeInt,
    owner: MaybeString,
  },
  Loose,
);
export type Circuit = Static<typeof Circuit>;
export const CircuitList = LivescoreList(Circuit);

export const F1TeamDetail = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    logo: MaybeString,
    base: MaybeString,
    first_team_entry: MaybeInt,
    world_championships: MaybeInt,
    highest_race_finish: Type.Object({ position: MaybeInt, number: MaybeInt }, Loose),
    pole_positions: MaybeInt,
    fastest_laps: MaybeInt,
    president: MaybeString,
    director: MaybeString,
    technical_manager: MaybeString,
    chassis: MaybeString,
    engine: MaybeString,
    tyres: MaybeString,
  },
  Loose,
);
export type F1TeamDetail = Static<typeof F1TeamDetail>;
export const F1TeamList = LivescoreList(F1TeamDetail);

export const F1DriverDetail = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    abbr: MaybeString,
    image: MaybeString,
    nationality: MaybeString,
    country: Type.Optional(Type.Object({ name: Type.String(), code: MaybeString }, Loose)),
    birthdate: MaybeString,
    birthplace: MaybeString,
    number: MaybeInt,
    grands_prix_entered: MaybeInt,
    world_championships: MaybeInt,
    podiums: MaybeInt,
    highest_race_finish: Type.Object({ position: MaybeInt, number: MaybeInt }, Loose),
    highest_grid_position: MaybeInt,
    career_points: MaybeString,
    teams: Type.Array(Type.Object({ season: Type.Integer(), team: F1Team }, Loose)),
  },
  Loose,
);
export type F1DriverDetail = Static<typeof F1DriverDetail>;
export const F1DriverList = LivescoreList(F1DriverDetail);

export const DriverStanding = Type.Object(
  {
    position: Type.Integer(),
    driver: F1DriverRef,
    team: F1Team,
    points: Type.Integer(),
    wins: MaybeInt,
    behind: MaybeInt,
    season: Type.Integer(),
  },
  Loose,
);
export type DriverStanding = Static<typeof DriverStanding>;
export const DriverStandingList = LivescoreList(DriverStanding);

export const TeamStanding = Type.Object(
  { position: Type.Integer(), team: F1Team, points: Type.Integer(), season: Type.Integer() },
  Loose,
);
export type TeamStanding = Static<typeof TeamStanding>;
export const TeamStandingList = LivescoreList(TeamStanding);
