// What makes the demo podcasts playable: the synthesised pieces of music stored in `media_files`, every episode
// pointed at one of them played for the episode's length (looped-audio.ts), each podcast and episode given a
// Spotify link that passes the §5 rule, and an article the article of one episode at most. The seed runs it on a fresh corpus, and
// migration 5 on a corpus seeded before it existed.
import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { loopedAudioName } from '../looped-audio.ts';
import { demoAudioFiles, type DemoAudioFile } from './demo-audio.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SPOTIFY_ID_LENGTH = 22;

/** A Spotify-shaped id (22 base-62 characters), the same for the same key. */
export function spotifyIdOf(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  let id = '';
  for (let i = 0; i < SPOTIFY_ID_LENGTH; i++) id += BASE62[bytes[i] % BASE62.length];
  return id;
}

/** The media path (under /media/) an audio file is served at. */
export const audioMediaPath = (f: Pick<DemoAudioFile, 'file'>) => `audio/${f.file}`;

/** The demo audio file episode `id` plays: the files take turns. */
export const demoAudioForEpisode = (id: number, files = demoAudioFiles()) => files[(id - 1) % files.length];

/** The address of episode `id`'s audio: its piece played for the episode's `seconds`. */
export const episodeAudioUrl = (id: number, seconds: number, files = demoAudioFiles()) =>
  `/media/audio/${loopedAudioName(demoAudioForEpisode(id, files).file, seconds)}`;

interface EpisodeRow {
  id: number;
  slug: string;
  duration: number;
}

export function writeDemoPodcastMedia(db: Database): void {
  const files = demoAudioFiles();
  const insertFile = db.prepare(
    'INSERT OR REPLACE INTO media_files (path, content_type, etag, body) VALUES (?, ?, ?, ?)',
  );
  for (const f of files) insertFile.run(audioMediaPath(f), f.contentType, f.etag, f.body);

  const updateEpisode = db.prepare('UPDATE episodes SET source_url = ?, duration = ?, spotify_url = ? WHERE id = ?');
  const episodes = db.prepare('SELECT id, slug, duration FROM episodes').all() as EpisodeRow[];
  for (const { id, slug, duration } of episodes) {
    // The episode keeps the length it states (a whole second, at least one): its audio is made that long.
    const seconds = Math.max(1, Math.round(duration));
    updateEpisode.run(
      episodeAudioUrl(id, seconds, files),
      seconds,
      `https://open.spotify.com/episode/${spotifyIdOf(`episode:${slug}`)}`,
      id,
    );
  }
  // a corpus seeded before this rule: the newest episode keeps a shared article, the others get their episode page
  db.exec(`UPDATE episodes SET article_id = NULL WHERE article_id IS NOT NULL
    AND id NOT IN (SELECT max(id) FROM episodes WHERE article_id IS NOT NULL GROUP BY article_id)`);
  const updatePodcast = db.prepare('UPDATE podcasts SET spotify_url = ? WHERE id = ?');
  for (const { id, slug } of db.prepare('SELECT id, slug FROM podcasts').all() as { id: number; slug: string }[]) {
    updatePodcast.run(`https://open.spotify.com/playlist/${spotifyIdOf(`podcast:${slug}`)}`, id);
  }
}
