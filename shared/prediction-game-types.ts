// The publisher API's prediction game (§2.1 tippjatek; docs/origin-api.md "Prediction game") as TypeBox schemas: the
// origin validates what it takes and answers in these shapes, the BFF validates its answers. Shares are numbers of
// percent with at most two decimals (the official results have two; a reader's prediction at most one).
import { Type, type Static } from '@sinclair/typebox';

/** party code → percent */
export const PartyShares = Type.Record(Type.String({ pattern: '^[a-z0-9-]{1,32}$' }), Type.Number(), {
  maxProperties: 32,
});
export type PartyShares = Static<typeof PartyShares>;

export const PredictionGame = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** what the reader is asked */
  question: Type.String(),
  parties: Type.Array(Type.Object({ code: Type.String(), name: Type.String() }), { minItems: 2 }),
  /** unix seconds: from then on the game takes no predictions (shared/prediction-game.ts); null: it never closes */
  closesAt: Type.Union([Type.Integer(), Type.Null()]),
  /** the official result, once there is one */
  results: Type.Union([
    Type.Object({ shares: PartyShares, source: Type.String(), publishedAt: Type.Integer() }),
    Type.Null(),
  ]),
});
export type PredictionGame = Static<typeof PredictionGame>;

export const PredictionSubmission = Type.Object(
  {
    shares: PartyShares,
    /** the client's id of this submission: a retry with the same id and shares gets the same key, nothing new stored */
    submissionId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })),
  },
  { additionalProperties: false },
);
export type PredictionSubmission = Static<typeof PredictionSubmission>;

export const StoredPrediction = Type.Object({
  key: Type.String(),
  game: Type.String(),
  shares: PartyShares,
  /** unix seconds */
  createdAt: Type.Integer(),
});
export type StoredPrediction = Static<typeof StoredPrediction>;
