// The prediction game (§2.1 tippjatek, /melleklet/tippjatek/{subSlug?}/{key?}; §2.5 valasztas-2022): a reader predicts
// each party's share of the list vote, the shares must add up to 100 %, and a stored prediction is later compared with
// the official result. One set of rules for the origin (which refuses a bad prediction), the BFF's form handler and
// the page (which explain it in Hungarian while the reader types). Shares are handled in hundredths of a percentage
// point ("basis points", integers), so 33,3 + 33,3 + 33,4 is exactly 100 and no float sum is ever compared.
import { formatNumber } from './format-number.ts';

/** §2.1 tippjatek: the game's path; `/{subSlug}` is a game, `/{subSlug}/{key}` one stored prediction. */
export const TIPPJATEK_PATH = '/melleklet/tippjatek';
/** §2.5 valasztas-2022: the game `/melleklet/tippjatek` shows without a subSlug. */
export const DEFAULT_PREDICTION_GAME = 'valasztas-2022';
export const GAME_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * §2.1 tippjatek: a game takes predictions until its closing moment (the vote it asks about begins), never after:
 * the origin refuses a late one, the page shows the result instead of the form.
 */
export const predictionGameOpen = (game: { closesAt: number | null }, nowS: number): boolean =>
  game.closesAt === null || nowS < game.closesAt;
/** The origin's refusal of a prediction for a closed game. */
export const GAME_CLOSED_TEXT = 'Ez a tippjáték lezárult: már nem fogad tippeket.';

/** 100 % in basis points. */
export const FULL_SHARE = 10_000;
/** A reader's share has at most this many decimals (the input's step is 0,1). */
export const PREDICTION_DECIMALS = 1;
const PREDICTION_STEP = 10 ** (2 - PREDICTION_DECIMALS);

/**
 * A stored prediction's key: 10 characters of a 32-letter alphabet without look-alikes (no 0/o, 1/l), 50 random bits,
 * short enough to read out, too many to guess one.
 */
export const PREDICTION_KEY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const PREDICTION_KEY_LENGTH = 10;
export const PREDICTION_KEY_PATTERN = new RegExp(`^[${PREDICTION_KEY_ALPHABET}]{${PREDICTION_KEY_LENGTH}}$`);
/** A retried submission names itself with this (the page's script makes a random one per form view). */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Form fields: one per party (`p-{code}`), and the submission id. */
export const SHARE_FIELD_PREFIX = 'p-';
export const SUBMISSION_ID_FIELD = 'azonosito';
/** A typed share is a few characters ("54,13"); anything longer is not a share. */
export const SHARE_INPUT_MAX_LENGTH = 8;
/** The query parameter that brings a refused form back, saying why ('nem-elerheto' when the origin did not answer). */
export const FORM_ERROR_PARAM = 'hiba';
export const FORM_UNAVAILABLE = 'nem-elerheto';
export const FORM_UNAVAILABLE_TEXT =
  'A tippedet most nem tudtuk elmenteni. Próbáld újra egy perc múlva: a beírt számokat megőriztük.';

export interface PredictionParty {
  code: string;
  name: string;
}

export type ShareProblem =
  | { kind: 'missing'; code: string; message: string }
  | { kind: 'invalid'; code: string; message: string }
  | { kind: 'total'; total: number; message: string };

export interface SharesCheck {
  /** each party's share in basis points, when it could be read */
  shares: Record<string, number>;
  /** the sum of the shares that could be read */
  total: number;
  problems: ShareProblem[];
}

/** A share as a reader types it ("54", "54,1", "54.1", " 7 ") in basis points; null when it is not one. */
export function parseShare(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const [int, frac = ''] = s.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0'));
}

/** A share as a number of percent (the origin's JSON) in basis points; null when it is not a whole number of them. */
export function shareFromPercent(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const bp = Math.round(value * 100);
  return Math.abs(bp - value * 100) < 1e-6 ? bp : null;
}

export const percentOf = (bp: number): number => bp / 100;

/** "54,1" (no trailing zeros beyond what the value needs, at most two decimals). */
export function formatShare(bp: number): string {
  const decimals = bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2;
  return formatNumber(bp / 100, decimals);
}

/** "2,5 százalékpont" */
export const formatPoints = (bp: number): string => `${formatShare(bp)}\u00a0százalékpont`;

/** "54,1 %", never broken between the number and the sign. */
export const formatPercent = (bp: number): string => `${formatShare(bp)}\u00a0%`;

/** The message for a total that is not 100 %; null when it is. */
export function totalProblem(total: number): string | null {
  if (total === FULL_SHARE) return null;
  const gap = Math.abs(FULL_SHARE - total);
  return total < FULL_SHARE
    ? `A tippjeid összege ${formatPercent(total)}, nem ${formatPercent(FULL_SHARE)}: még ${formatPoints(gap)} hiányzik.`
    : `A tippjeid összege ${formatPercent(total)}, nem ${formatPercent(FULL_SHARE)}: ${formatPoints(gap)} a többlet.`;
}

/**
 * The rules of a prediction, over each party's reading in basis points (undefined: not given; null: not a number):
 * every party needs a share between 0 and 100 with at most PREDICTION_DECIMALS decimals, and the shares must add up
 * to exactly 100 %. The total is judged only once every share is valid (a half-filled form is not "too little").
 */
export function checkShares(
  parties: readonly PredictionParty[],
  readings: Readonly<Record<string, number | null | undefined>>,
): SharesCheck {
  const shares: Record<string, number> = {};
  const problems: ShareProblem[] = [];
  let total = 0;
  for (const party of parties) {
    const bp = readings[party.code];
    if (bp === undefined) {
      problems.push({ kind: 'missing', code: party.code, message: `${party.name}: add meg, hány százalékot vársz.` });
    } else if (bp === null || bp < 0 || bp > FULL_SHARE || bp % PREDICTION_STEP !== 0) {
      problems.push({
        kind: 'invalid',
        code: party.code,
        message: `${party.name}: 0 és 100 közötti számot adj meg, legfeljebb ${PREDICTION_DECIMALS} tizedesjeggyel (például 12,5).`,
      });
    } else {
      shares[party.code] = bp;
      total += bp;
    }
  }
  const message = problems.length === 0 ? totalProblem(total) : null;
  if (message) problems.push({ kind: 'total', total, message });
  return { shares, total, problems };
}

/** A prediction as typed in the form (text per party code; blank or absent is "not given"). */
export function checkTypedShares(
  parties: readonly PredictionParty[],
  typed: Readonly<Record<string, string | undefined>>,
): SharesCheck {
  const readings: Record<string, number | null> = {};
  for (const party of parties) {
    const text = typed[party.code]?.trim() ?? '';
    if (text !== '') readings[party.code] = parseShare(text);
  }
  return checkShares(parties, readings);
}

/** The origin's check of a prediction sent as JSON numbers (percent): the same rules, and no party the game lacks. */
export function checkPercentShares(
  parties: readonly PredictionParty[],
  sent: Readonly<Record<string, number>>,
): SharesCheck {
  const readings: Record<string, number | null> = {};
  for (const party of parties)
    if (sent[party.code] !== undefined) readings[party.code] = shareFromPercent(sent[party.code]);
  const check = checkShares(parties, readings);
  const known = new Set(parties.map((p) => p.code));
  const unknown = Object.keys(sent).filter((code) => !known.has(code));
  if (unknown.length) {
    check.problems.unshift({
      kind: 'invalid',
      code: unknown[0],
      message: `Ismeretlen párt: ${unknown.join(', ')}. A tippjáték pártjai: ${parties.map((p) => p.code).join(', ')}.`,
    });
  }
  return check;
}

export interface PartyComparison {
  code: string;
  name: string;
  predicted: number;
  official: number;
  /** predicted − official, basis points */
  difference: number;
}

export interface PredictionComparison {
  parties: PartyComparison[];
  /**
   * How far the prediction was from the result: the sum over the parties of |predicted − official|, in basis points.
   * 0 is a perfect prediction, 20 000 (200 percentage points) the farthest possible (decision 022-prediction-distance).
   */
  distance: number;
}

export function comparePrediction(
  parties: readonly PredictionParty[],
  predicted: Readonly<Record<string, number>>,
  official: Readonly<Record<string, number>>,
): PredictionComparison {
  const rows = parties.map((p) => {
    const mine = predicted[p.code] ?? 0;
    const real = official[p.code] ?? 0;
    return { code: p.code, name: p.name, predicted: mine, official: real, difference: mine - real };
  });
  return { parties: rows, distance: rows.reduce((sum, r) => sum + Math.abs(r.difference), 0) };
}

/** A few words on how good the prediction was, by its distance (in basis points). */
export function verdictOf(distance: number): string {
  if (distance <= 200) return 'Telitalálat közeli tipp: összesen legfeljebb 2 százalékpontot tévedtél.';
  if (distance <= 1000) return 'Jó tipp: összesen legfeljebb 10 százalékpontot tévedtél.';
  if (distance <= 2500) return 'A nagy képet eltaláltad, a részletekben volt eltérés.';
  return 'Ez most nem jött be: a végeredmény messze esett a tipptől.';
}

export const gamePath = (game: string): string => `${TIPPJATEK_PATH}/${game}`;
export const predictionPath = (game: string, key: string): string => `${TIPPJATEK_PATH}/${game}/${key}`;
