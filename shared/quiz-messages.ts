// What the quiz UI tells a reader when answering does not work (the BFF answers these in `message`).
export const QUIZ_MESSAGES = {
  closed: 'Ez a kérdés már lezárult, nem lehet rá válaszolni.',
  badAnswer: 'Ez a válasz nem illik ehhez a kérdéshez.',
  notFound: 'Ez a kvíz nem található.',
  unavailable: 'A kvíz most nem érhető el. Próbáld újra néhány perc múlva.',
} as const;
