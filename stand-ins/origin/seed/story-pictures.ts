// A story's pictures: a motif its section's topic would be photographed with, varied by the story (the picture's
// name carries the story's id), and the caption and alt text read from the scene the picture is drawn from.
import { describeScene, pictureFacts, type MotifId } from '../picture-scene.ts';
import type { TopicPool } from './hungarian-word-banks.ts';
import type { Rng } from './rng.ts';

const POOL_MOTIFS: Record<TopicPool, readonly MotifId[]> = {
  belfold: ['parlament', 'varos', 'hid', 'zaszlok'],
  kulfold: ['zaszlok', 'varos', 'hid', 'parlament'],
  gazdasag: ['grafikon', 'piac', 'varos'],
  sport: ['stadion'],
  velemeny: ['konyvek', 'mikrofon', 'varos'],
  tudomany: ['labor', 'grafikon', 'laptop'],
  tech: ['laptop', 'grafikon', 'labor'],
  eletmod: ['kave', 'piac', 'dombok'],
  kultura: ['szinpad', 'konyvek'],
  tura: ['hegyek', 'erdo', 'dombok'],
  erdely: ['templom', 'hegyek', 'dombok', 'erdo'],
  pr: ['piac', 'laptop', 'grafikon', 'kave'],
  podcast: ['mikrofon'],
};

export interface StoryPicture {
  /** the picture's file name without extension, under /media/img/ */
  name: string;
  /** what it shows: its alt text and the start of its caption */
  alt: string;
}

/** Picture `key` of a story (its id, then `-1`, `-2` for the pictures in its text), one draw from its stream. */
export function storyPicture(pool: TopicPool, key: string, english: boolean, rng: Rng): StoryPicture {
  const name = `${rng.pick(POOL_MOTIFS[pool])}-${key}`;
  return { name, alt: describeScene(pictureFacts(name), english) };
}
