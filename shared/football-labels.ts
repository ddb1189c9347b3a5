// The Hungarian words a reader sees for the livescore service's codes (API-Football's English values): rounds,
// groups, event kinds, statistics, positions and the prediction's comment. An unknown code shows as it came.
import { SHOOTOUT_COMMENT } from './sport-constants.ts';

const ROUNDS: Readonly<Record<string, string>> = {
  'Round of 16': 'Nyolcaddöntő',
  'Quarter-finals': 'Negyeddöntő',
  'Semi-finals': 'Elődöntő',
  '3rd Place Final': 'Bronzmérkőzés',
  Final: 'Döntő',
};

/** 'Regular Season - 12' → '12. forduló', 'Group Stage - 2' → 'Csoportkör, 2. forduló', 'Final' → 'Döntő'. */
export function roundLabel(round: string): string {
  const numbered = /^(Regular Season|League Stage|Group Stage) - (\d+)$/.exec(round);
  if (numbered) {
    const prefix =
      numbered[1] === 'Group Stage' ? 'Csoportkör, ' : numbered[1] === 'League Stage' ? 'Alapszakasz, ' : '';
    return `${prefix}${numbered[2]}. forduló`;
  }
  return ROUNDS[round] ?? round;
}

/** 'Group A' → 'A csoport'; a league's own name stays. */
export function groupLabel(group: string | null | undefined): string {
  const m = /^Group ([A-Z])$/.exec(group ?? '');
  return m ? `${m[1]} csoport` : (group ?? '');
}

export function eventLabel(e: { type: string; detail: string; comments?: string | null }): string {
  const shootout = e.comments === SHOOTOUT_COMMENT;
  if (e.type === 'Goal') {
    if (e.detail === 'Own Goal') return 'Öngól';
    if (e.detail === 'Penalty') return shootout ? 'Értékesített büntető' : 'Gól büntetőből';
    if (e.detail === 'Missed Penalty') return 'Kihagyott büntető';
    return 'Gól';
  }
  if (e.type === 'Card') {
    if (e.detail === 'Yellow Card') return 'Sárga lap';
    if (e.detail === 'Second Yellow card') return 'Második sárga lap';
    return 'Piros lap';
  }
  if (e.type === 'subst') return 'Csere';
  if (e.type === 'Var') return e.detail === 'Goal cancelled' ? 'VAR: érvénytelen gól' : `VAR: ${e.detail}`;
  return e.detail;
}

/** Goal, card, substitution or other: what the timeline draws. */
export function eventKind(e: {
  type: string;
  detail: string;
  comments?: string | null;
}): 'goal' | 'missed' | 'yellow' | 'red' | 'sub' | 'var' | 'shootout' {
  if (e.comments === SHOOTOUT_COMMENT) return 'shootout';
  if (e.type === 'Goal') return e.detail === 'Missed Penalty' ? 'missed' : 'goal';
  if (e.type === 'Card') return e.detail === 'Yellow Card' ? 'yellow' : 'red';
  if (e.type === 'subst') return 'sub';
  return 'var';
}

export const STATISTIC_LABELS: Readonly<Record<string, string>> = {
  'Shots on Goal': 'Kapura lövés',
  'Shots off Goal': 'Kapu mellé',
  'Total Shots': 'Összes lövés',
  'Blocked Shots': 'Blokkolt lövés',
  Fouls: 'Szabálytalanság',
  'Corner Kicks': 'Szöglet',
  Offsides: 'Les',
  'Ball Possession': 'Labdabirtoklás',
  'Yellow Cards': 'Sárga lap',
  'Red Cards': 'Piros lap',
  'Goalkeeper Saves': 'Védés',
  'Total passes': 'Passz',
  'Passes %': 'Passzpontosság',
};

export const POSITION_LABELS: Readonly<Record<string, string>> = {
  G: 'Kapus',
  D: 'Védő',
  M: 'Középpályás',
  F: 'Támadó',
};

export function predictionComment(comment: string | null | undefined): string | null {
  if (!comment) return null;
  return comment === 'Win' ? 'győzelem' : comment === 'Win or draw' ? 'győzelem vagy döntetlen' : comment;
}
