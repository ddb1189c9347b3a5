// Small media rules: HTTP byte ranges (seeking in the podcast audio), the §5 Spotify rule with §9's heights,
// and how lengths and positions are written.
import t from 'tap';
import { byteRangeOf } from './byte-range.ts';
import { spotifyEmbed } from '../../server/content/sanitize-article-html.ts';
import { SPOTIFY_HEIGHTS } from '../../shared/constants.ts';
import { clockTime, spokenTime } from '../../shared/play-time.ts';
import { spotifyEmbedOf, spotifyEmbedUrl } from '../../shared/spotify-url.ts';

t.test('byte ranges: one range served, suffixes, open ends; junk and several ranges get the whole file', async (t) => {
  t.same(byteRangeOf(undefined, 1000), { kind: 'whole' });
  t.same(byteRangeOf('bytes=0-99', 1000), { kind: 'part', start: 0, end: 99 });
  t.same(byteRangeOf('bytes=500-', 1000), { kind: 'part', start: 500, end: 999 });
  t.same(
    byteRangeOf('bytes=900-5000', 1000),
    { kind: 'part', start: 900, end: 999 },
    'an end past the file is cut to it',
  );
  t.same(byteRangeOf('bytes=-100', 1000), { kind: 'part', start: 900, end: 999 });
  t.same(byteRangeOf('bytes=-5000', 1000), { kind: 'part', start: 0, end: 999 });
  t.same(byteRangeOf('bytes=1000-', 1000), { kind: 'unsatisfiable' });
  t.same(byteRangeOf('bytes=-0', 1000), { kind: 'unsatisfiable' });
  for (const junk of [
    'bytes=',
    'bytes=-',
    'items=0-1',
    'bytes=0-1,5-9',
    'bytes=9-3',
    'bytes=a-b',
    'bytes=99999999999999999999-',
  ]) {
    const r = byteRangeOf(junk, 1000);
    t.ok(r.kind === 'whole' || r.kind === 'unsatisfiable', `${junk}: ${r.kind}`);
  }
});

t.test('§5 Spotify: album, artist, playlist, track or episode with an id; §9 heights by kind and place', async (t) => {
  const ep = 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk?si=x';
  const list = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
  t.same(spotifyEmbedOf(ep), {
    src: 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    height: SPOTIFY_HEIGHTS.episode,
  });
  t.same(spotifyEmbedOf(list), {
    src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
    height: SPOTIFY_HEIGHTS.default,
  });
  t.equal(spotifyEmbedOf(list, 'compact')?.height, SPOTIFY_HEIGHTS.compact);
  t.equal(spotifyEmbedOf(list, 'after')?.height, SPOTIFY_HEIGHTS.after);
  t.equal(spotifyEmbedOf(ep, 'after')?.height, SPOTIFY_HEIGHTS.after, 'the After sidebar keeps its own size');
  t.same(
    [SPOTIFY_HEIGHTS.default, SPOTIFY_HEIGHTS.episode, SPOTIFY_HEIGHTS.compact, SPOTIFY_HEIGHTS.after],
    [155, 233, 80, 400],
  );
  for (const bad of [
    null,
    undefined,
    '',
    'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk',
    'http://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    'https://open.spotify.com.evil.example/episode/4rOoJ6Egrf8K2IrywzwOMk',
    'https://open.spotify.com/episode/',
    'https://open.spotify.com/episode/x"onload="y',
  ]) {
    t.equal(spotifyEmbedOf(bad), null, String(bad));
    t.equal(spotifyEmbedUrl(bad), null);
  }
  t.same(
    spotifyEmbed(list, true),
    { src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M', height: 80 },
    'the sanitiser uses the same rule',
  );
});

t.test('lengths and positions: a clock for the eye, words for the ear', async (t) => {
  t.same(
    [clockTime(0), clockTime(5.9), clockTime(65), clockTime(3600 + 62 * 60 + 9), clockTime(Number.NaN), clockTime(-3)],
    ['0:00', '0:05', '1:05', '2:02:09', '0:00', '0:00'],
  );
  t.same(
    [spokenTime(0), spokenTime(45), spokenTime(120), spokenTime(3725)],
    ['0 másodperc', '45 másodperc', '2 perc', '1 óra 2 perc 5 másodperc'],
  );
});
