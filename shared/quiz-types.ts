// The quiz service contract (§3 Quiz, §7 Quiz service).
import { Type, type Static } from '@sinclair/typebox';

const Loose = { additionalProperties: true } as const;
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const QuizAnswer = Type.Object(
  {
    _id: Type.String(),
    title: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    answerCount: Type.Number(),
    sum: Type.Number(),
    average: Type.Number(),
    description: Type.Union([Type.String(), Type.Null()]),
  },
  Loose,
);

export const QuizQuestion = Type.Object(
  {
    _id: Type.String(),
    question: Type.String(),
    displayAs: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
    description: Nullable(Type.String()),
    activeTo: Type.Union([Type.Number({ description: 'epoch seconds' }), Type.Null()]),
    rightAnswer: Type.Union([Type.String(), Type.Number(), Type.Null()]),
    options: Type.Array(Type.Object({ _id: Type.String(), title: Type.String() }, Loose)),
    answers: Type.Array(QuizAnswer),
  },
  Loose,
);

export const Quiz = Type.Object(
  { _id: Type.String(), complex: Type.Boolean(), questions: Type.Array(QuizQuestion) },
  Loose,
);
export type Quiz = Static<typeof Quiz>;

export const UserAnswer = Type.Object(
  {
    questionId: Type.String(),
    responses: Type.Array(
      Type.Object(
        { answerId: Type.Union([Type.String(), Type.Null()]), optionId: Type.Union([Type.String(), Type.Null()]) },
        Loose,
      ),
    ),
  },
  Loose,
);
export type UserAnswer = Static<typeof UserAnswer>;

export const QuizWithUser = Type.Object(
  {
    quiz: Type.Union([Quiz, Type.Null()]),
    user: Type.Union([Type.Object({ answers: Type.Array(UserAnswer) }, Loose), Type.Null()]),
  },
  Loose,
);
export type QuizWithUser = Static<typeof QuizWithUser>;

export interface UserAnswerInput {
  quizId: string;
  answers: { questionId: string; responses: { answerId?: string; optionId?: string }[] }[];
}
