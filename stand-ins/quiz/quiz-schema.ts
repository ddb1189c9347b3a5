// The quiz service's GraphQL schema (§3 Quiz, §7 Quiz service), built with the `graphql` package alone: the quiz with
// its questions and every reader's totals, the asking reader's answers, and the add-or-update mutation. The reader is
// the `x-quiz-token` header (the context's `token`, null when missing or unknown). Resolvers read through QuizStore.
import { buildSchema, GraphQLError, GraphQLScalarType, Kind, type GraphQLSchema } from 'graphql';
import { QuizInputError, type AnswerInput, type QuizStore } from './quiz-store.ts';

export const QUIZ_SDL = /* GraphQL */ `
  "An answer id (choice questions) or a number (estimates): what §3 calls the right answer's value."
  scalar AnswerValue

  type Option {
    _id: ID!
    title: String!
  }

  type Answer {
    _id: ID!
    title: String!
    image: String
    description: String
    "readers who chose this answer (seeded history plus stored responses)"
    answerCount: Int!
    "sum of their values: 1 a pick, or the chosen option's value (scale, estimate)"
    sum: Float!
    "sum / answerCount, 0 without answers"
    average: Float!
  }

  type Question {
    _id: ID!
    question: String!
    "text | image | poll | scale | estimate (docs/quiz-api.md)"
    displayAs: String!
    image: String
    description: String
    "epoch seconds after which the question takes no answers; null: always open"
    activeTo: Float
    rightAnswer: AnswerValue
    options: [Option!]!
    answers: [Answer!]!
  }

  type Quiz {
    _id: ID!
    title: String!
    complex: Boolean!
    questions: [Question!]!
  }

  type Response {
    answerId: ID
    optionId: ID
  }
  type UserAnswer {
    questionId: ID!
    responses: [Response!]!
  }
  type User {
    answers(quizId: ID!): [UserAnswer!]!
  }

  type Query {
    quiz(id: ID!): Quiz
    "the reader of the x-quiz-token header; null without a known token"
    user: User
  }

  input ResponseInput {
    answerId: ID
    optionId: ID
  }
  input AnswerInput {
    questionId: ID!
    responses: [ResponseInput!]!
  }
  input UserAnswerInput {
    quizId: ID!
    answers: [AnswerInput!]!
  }

  type Mutation {
    "Stores the reader's answers to the named questions (replacing earlier ones) and returns all their answers to the quiz."
    addOrUpdateAnswers(input: UserAnswerInput!): [UserAnswer!]!
  }
`;

export interface QuizContext {
  token: string | null;
  /** unix seconds */
  now: () => number;
}

const answerValue = (v: unknown) => {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
  throw new GraphQLError('AnswerValue is a string or a finite number');
};

export function buildQuizSchema(): GraphQLSchema {
  const schema = buildSchema(QUIZ_SDL);
  const scalar = schema.getType('AnswerValue') as GraphQLScalarType;
  scalar.serialize = answerValue;
  scalar.parseValue = answerValue;
  scalar.parseLiteral = (ast) => {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    throw new GraphQLError('AnswerValue is a string or a number');
  };
  return schema;
}

/** GraphQL errors with a code, so a client can tell a closed question from bad input or a missing token. */
function asGraphQLError(err: unknown): never {
  if (err instanceof QuizInputError) throw new GraphQLError(err.message, { extensions: { code: err.code } });
  throw err;
}

export function quizRootValue(store: QuizStore) {
  return {
    quiz: ({ id }: { id: string }) => store.quiz(id),
    user: (_args: unknown, ctx: QuizContext) =>
      ctx.token ? { answers: ({ quizId }: { quizId: string }) => store.userAnswers(ctx.token!, quizId) } : null,
    addOrUpdateAnswers: ({ input }: { input: { quizId: string; answers: AnswerInput[] } }, ctx: QuizContext) => {
      if (!ctx.token) {
        throw new GraphQLError(
          'x-quiz-token header missing or unknown: get a token from POST /api/functions/get-quiz-token',
          { extensions: { code: 'UNAUTHENTICATED' } },
        );
      }
      try {
        return store.addOrUpdateAnswers(ctx.token, input.quizId, input.answers, Math.floor(ctx.now()));
      } catch (err) {
        return asGraphQLError(err);
      }
    },
  };
}
