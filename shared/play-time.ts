// How the podcast pages and the player write a length or a position: a clock ('4:05', '1:02:09') for the eye, words
// ('4 perc 5 másodperc') for a screen reader.

export function clockTime(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function spokenTime(seconds: number): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h > 0 && `${h} óra`, m > 0 && `${m} perc`, (s % 60 > 0 || s === 0) && `${s % 60} másodperc`];
  return parts.filter(Boolean).join(' ');
}
