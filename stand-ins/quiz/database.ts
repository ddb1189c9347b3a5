// The quiz service's own SQLite database (separate from the publisher API's: in production they are different
// services). Append-only migrations recorded in PRAGMA user_version, as in the origin.
import type { Database } from 'better-sqlite3';
import { openSqlite } from '../../kit/sqlite-driver.ts';

export const quizMigrations: string[] = [
  // 1: quizzes, their questions, answers and options, the readers' tokens and responses
  `
  CREATE TABLE quizzes (
    id TEXT PRIMARY KEY,                     -- 24 hex characters, as article.quizId carries it
    title TEXT NOT NULL,
    complex INTEGER NOT NULL
  );

  CREATE TABLE questions (
    id TEXT PRIMARY KEY,
    quiz_id TEXT NOT NULL REFERENCES quizzes (id),
    position INTEGER NOT NULL,
    question TEXT NOT NULL,
    display_as TEXT NOT NULL,                -- shared/quiz-display.ts
    image TEXT,
    description TEXT,
    active_to INTEGER,                       -- epoch seconds; NULL: always active
    right_answer TEXT                        -- an answer id, or a number for an estimate; NULL for polls and scales
  );
  CREATE INDEX questions_quiz ON questions (quiz_id, position);

  CREATE TABLE answers (
    id TEXT PRIMARY KEY,
    question_id TEXT NOT NULL REFERENCES questions (id),
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    image TEXT,
    description TEXT,
    -- what readers answered before this database existed (the demo's history); real responses add to it
    base_count INTEGER NOT NULL DEFAULT 0,
    base_sum REAL NOT NULL DEFAULT 0
  );
  CREATE INDEX answers_question ON answers (question_id, position);

  CREATE TABLE options (
    id TEXT PRIMARY KEY,
    question_id TEXT NOT NULL REFERENCES questions (id),
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    value REAL NOT NULL                      -- what choosing it adds to the answer's sum
  );
  CREATE INDEX options_question ON options (question_id, position);

  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    created_at INTEGER NOT NULL
  );

  -- One row per reader, question and answer: answering again replaces the row, so nobody is counted twice.
  CREATE TABLE responses (
    token TEXT NOT NULL REFERENCES tokens (token),
    quiz_id TEXT NOT NULL,
    question_id TEXT NOT NULL REFERENCES questions (id),
    answer_id TEXT NOT NULL REFERENCES answers (id),
    option_id TEXT REFERENCES options (id),
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (token, question_id, answer_id)
  );
  CREATE INDEX responses_answer ON responses (answer_id, option_id);
  CREATE INDEX responses_quiz ON responses (token, quiz_id);
  `,
];

export function migrateQuiz(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let i = current; i < quizMigrations.length; i++) {
    db.transaction(() => {
      db.exec(quizMigrations[i]);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
}

export function openQuizDatabase(file: string): Database {
  const db = openSqlite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateQuiz(db);
  return db;
}
