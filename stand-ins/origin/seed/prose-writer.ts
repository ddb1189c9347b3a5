// Readable Hungarian (or English) headlines, leads and article HTML assembled from the phrase banks.
import { SPOTIFY_HEIGHTS } from '../../../shared/constants.ts';
import type { Rng } from './rng.ts';
import { storyPicture } from './story-pictures.ts';
import * as en from './english-word-banks.ts';
import * as hu from './hungarian-word-banks.ts';
import type { TopicPool } from './hungarian-word-banks.ts';

export const TITLE_LENGTH = { min: 40, max: 110 } as const;
export const LEAD_LENGTH = { min: 120, max: 260 } as const;
const RECOMMENDER_MAX = 100;
const POST_TITLE_MAX = 80;
/** Fresh draws for a taken headline before a place tells it apart; then rounds of draws with every place. */
const TITLE_REDRAWS = 12;
const PLACE_ROUNDS = 50;

/** Whether another story already has this headline. */
export type Taken = (headline: string) => boolean;
const nothingTaken: Taken = () => false;
const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const SPOTIFY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface ContentOptions {
  paragraphs: [number, number];
  /** Photo credit used in figure captions. */
  credit: string;
  /** What names the story's pictures (its id): the figures are pictures `{key}-1`, `{key}-2` (story-pictures.ts). */
  pictureKey: string;
  youtube?: boolean;
  spotify?: boolean;
  information?: string;
  disclaimer?: string;
  /** Embeds and content components at their natural rates; off for short live-blog posts. */
  extras: boolean;
  images: boolean;
}

export interface WrittenContent {
  html: string;
  paragraphCount: number;
}

interface Bank {
  subjects: readonly string[];
  actions: readonly string[];
  topics: readonly string[];
  predicates: readonly string[];
  labels: readonly string[];
  clauses: readonly string[];
  times: readonly string[];
  thatVerbs: readonly string[];
  connectors: readonly string[];
  quotes: readonly string[];
  speakers: readonly string[];
  headings: readonly string[];
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export class ProseWriter {
  private readonly bank: Bank;

  /**
   * `subject` (what the story is about, taxonomy.ts SUBJECTS) narrows the Hungarian words to it: its headline labels
   * and any words of its own (SUBJECT_BANKS). Without labels a story gets no 'Label: …' headline.
   */
  constructor(
    readonly pool: TopicPool,
    readonly english: boolean,
    subject?: { slug: string; labels?: readonly string[] },
    /** the measures a counting headline has named, shared by the corpus's writers: each heads one story at most */
    private readonly headlined = new Set<hu.AffectingMeasure>(),
  ) {
    const t = {
      ...hu.TOPIC_BANKS[pool],
      ...(subject ? hu.SUBJECT_BANKS[subject.slug] : undefined),
      ...(subject ? { labels: subject.labels ?? [] } : {}),
    };
    this.bank = english
      ? {
          subjects: en.EN_SUBJECTS,
          actions: en.EN_ACTIONS,
          topics: en.EN_TOPICS,
          predicates: en.EN_PREDICATES,
          labels: en.EN_LABELS,
          clauses: en.EN_CLAUSES,
          times: en.EN_TIME_ADVERBS,
          thatVerbs: en.EN_THAT_VERBS,
          connectors: en.EN_CONNECTORS,
          quotes: en.EN_QUOTES,
          speakers: en.EN_SPEAKERS,
          headings: en.EN_HEADINGS,
        }
      : {
          subjects: t.subjects,
          actions: t.actions,
          topics: t.topics,
          predicates: hu.HU_PREDICATES,
          labels: t.labels,
          clauses: [...t.clauses, ...t.clauses, ...hu.HU_CLAUSES],
          times: hu.HU_TIME_ADVERBS,
          thatVerbs: hu.HU_THAT_VERBS,
          connectors: hu.HU_CONNECTORS,
          quotes: hu.HU_QUOTES,
          speakers: hu.HU_SPEAKERS,
          headings: hu.HU_HEADINGS,
        };
    this.measures = english ? [] : (hu.HU_AFFECTING_MEASURES[pool] ?? []);
  }

  private clause(rng: Rng): string {
    const b = this.bank;
    return rng.chance(0.55) ? `${rng.pick(b.topics)} ${rng.pick(b.predicates)}` : rng.pick(b.clauses);
  }

  /** "N ezer családot érint …" only reads naturally for public-affairs pools, with a measure and whom it touches. */
  private readonly measures: readonly hu.AffectingMeasure[];

  /** "Közel 40 ezer családot érint a rezsitámogatás": the people drawn from those the measure can touch. */
  private affected(rng: Rng, measures = this.measures): { text: string; measure: hu.AffectingMeasure } {
    const quantifier = rng.pick(hu.HU_QUANTIFIERS);
    const thousands = rng.int(2, 95);
    const measure = rng.pick(measures);
    return { text: `${quantifier} ${thousands} ezer ${rng.pick(measure.groups)} érint ${measure.topic}`, measure };
  }

  /**
   * The measures no headline has named yet: drawn freely, the newest hundred stories carried "… érint az önkormányzati
   * lakbéremelés" five times, two of them on the front at once.
   */
  private unheadlined(): readonly hu.AffectingMeasure[] {
    return this.measures.filter((m) => !this.headlined.has(m));
  }

  private headlineCandidate(rng: Rng): string {
    const b = this.bank;
    let variant = rng.int(0, 5);
    if (variant === 4 && !this.english && this.unheadlined().length === 0) variant = 0;
    if (variant === 3 && !this.english && b.labels.length === 0) variant = 0;
    if (this.english) {
      switch (variant) {
        case 0:
          return capitalise(`${rng.pick(b.topics)} ${rng.pick(b.predicates)}`);
        case 1:
          return `${rng.pick(b.subjects)} ${rng.pick(b.actions)}`;
        case 2:
          return `${rng.pick(b.labels)}: ${this.clause(rng)}`;
        case 3:
          return `${rng.pick(b.subjects)} ${rng.pick(b.actions)} ${rng.pick(b.times)}`;
        case 4:
          return capitalise(`${rng.pick(b.topics)} ${rng.pick(b.predicates)} as ${this.clause(rng)}`);
        default:
          return capitalise(`${rng.pick(b.topics)} ${rng.pick(b.predicates)}, but ${this.clause(rng)}`);
      }
    }
    switch (variant) {
      case 0:
        return capitalise(`${rng.pick(b.topics)} ${rng.pick(b.predicates)}`);
      case 1:
        return `${rng.pick(b.subjects)} ${rng.pick(b.actions)}`;
      case 2:
        return `${rng.pick(b.subjects)} ${rng.pick(b.thatVerbs).replace('arról tájékoztatott', 'közölte')}: ${this.clause(rng)}`;
      case 3:
        return `${rng.pick(b.labels)}: ${this.clause(rng)}`;
      case 4: {
        const { text, measure } = this.affected(rng, this.unheadlined());
        this.headlined.add(measure);
        return text;
      }
      default:
        return capitalise(
          `${rng.pick(b.topics)} ${rng.pick(b.predicates)}, ${rng.pick(hu.HU_CONJUNCTIONS)} ${this.clause(rng)}`,
        );
    }
  }

  /** A headline of 40-110 characters that `taken` does not hold. */
  title(rng: Rng, taken: Taken = nothingTaken): string {
    return this.unique(rng, () => this.anyTitle(rng), TITLE_LENGTH.max, taken);
  }

  /** A short headline for a live-blog post that `taken` does not hold. */
  shortTitle(rng: Rng, taken: Taken = nothingTaken): string {
    return this.unique(rng, () => this.anyShortTitle(rng), POST_TITLE_MAX, taken);
  }

  /**
   * A reader who meets one headline on two stories takes the corpus for generated: a taken one is drawn again, and
   * when the banks keep giving taken ones, the story is placed in a town ("… Debrecenben"), which it may well be.
   */
  private unique(rng: Rng, draw: () => string, max: number, taken: Taken): string {
    let t = draw();
    for (let i = 0; i < TITLE_REDRAWS && taken(t); i++) t = draw();
    if (!taken(t)) return t;
    const places = this.english ? en.EN_PLACE_PHRASES : hu.HU_PLACE_ADVERBS;
    for (let round = 0; round < PLACE_ROUNDS; round++, t = draw()) {
      const start = rng.int(0, places.length - 1);
      for (let k = 0; k < places.length; k++) {
        const place = places[(start + k) % places.length];
        const placed = `${t} ${place}`;
        if (placed.length <= max && !t.includes(place.split(' ').at(-1)!) && !taken(placed)) return placed;
      }
    }
    return t;
  }

  private anyTitle(rng: Rng): string {
    let best = '';
    for (let attempt = 0; attempt < 12; attempt++) {
      const t = this.headlineCandidate(rng);
      if (t.length >= TITLE_LENGTH.min && t.length <= TITLE_LENGTH.max) return t;
      if (t.length <= TITLE_LENGTH.max && t.length > best.length) best = t;
    }
    // Rare: every candidate was short; extend with a clause so the length rule holds.
    while (best.length < TITLE_LENGTH.min) best = `${best}, ${this.english ? 'and ' : 'és '}${this.clause(rng)}`;
    return best.length <= TITLE_LENGTH.max ? best : cutAtWord(best, TITLE_LENGTH.max);
  }

  private anyShortTitle(rng: Rng): string {
    for (let attempt = 0; attempt < 8; attempt++) {
      const t = rng.chance(0.5)
        ? `${rng.pick(this.bank.subjects)} ${rng.pick(this.bank.actions)}`
        : capitalise(`${rng.pick(this.bank.topics)} ${rng.pick(this.bank.predicates)}`);
      if (t.length <= POST_TITLE_MAX) return t;
    }
    return cutAtWord(`${rng.pick(this.bank.subjects)} ${rng.pick(this.bank.actions)}`, POST_TITLE_MAX);
  }

  sentence(rng: Rng): string {
    const b = this.bank;
    const variant = rng.int(0, 9);
    if (this.english) {
      switch (variant) {
        case 0:
        case 1:
          return `${rng.pick(b.subjects)} ${rng.pick(b.actions)} ${rng.pick(b.times)}.`;
        case 2:
        case 3:
          return `${rng.pick(b.subjects)} ${rng.pick(b.thatVerbs)} ${rng.pick(b.times)} that ${this.clause(rng)}.`;
        case 4:
        case 5:
          return `${rng.pick(b.connectors)} ${this.clause(rng)}.`;
        case 6:
          return `“${rng.pick(b.quotes)},” ${rng.pick(b.speakers)}.`;
        case 7:
          return `According to a recent survey, ${rng.int(12, 81)} percent of respondents think ${this.clause(rng)}.`;
        default:
          return capitalise(`${rng.pick(b.topics)} ${rng.pick(b.predicates)}, while ${this.clause(rng)}.`);
      }
    }
    switch (variant) {
      case 0:
      case 1:
        return `${rng.pick(b.subjects)} ${rng.pick(b.times)} ${rng.pick(b.actions)}.`;
      case 2:
      case 3:
        return `${rng.pick(b.subjects)} ${rng.pick(b.times)} ${rng.pick(b.thatVerbs)}, hogy ${this.clause(rng)}.`;
      case 4:
      case 5:
        return `${rng.pick(b.connectors)} ${this.clause(rng)}.`;
      case 6:
        return `„${rng.pick(b.quotes)}” – mondta ${rng.pick(b.speakers)}.`;
      case 7:
        return `Egy friss felmérés szerint a megkérdezettek ${rng.int(12, 81)} százaléka ${rng.pick(hu.HU_OPINIONS)}.`;
      case 8:
        if (this.measures.length > 0) return `${this.affected(rng).text}.`;
        return `${rng.pick(b.subjects)} ${rng.pick(b.times)} ${rng.pick(b.actions)}.`;
      default:
        return capitalise(
          `${rng.pick(b.topics)} ${rng.pick(b.predicates)}, ${rng.pick(hu.HU_CONJUNCTIONS)} ${this.clause(rng)}.`,
        );
    }
  }

  /** One or two sentences, 120-260 characters. */
  lead(rng: Rng): string {
    for (let attempt = 0; attempt < 10; attempt++) {
      let text = this.sentence(rng);
      while (text.length < LEAD_LENGTH.min) text += ' ' + this.sentence(rng);
      if (text.length <= LEAD_LENGTH.max) return text;
    }
    return (
      cutAtWord(this.sentence(rng) + ' ' + this.sentence(rng) + ' ' + this.sentence(rng), LEAD_LENGTH.max - 1) + '.'
    );
  }

  /** The short teaser some articles show in recommendation boxes. */
  recommender(rng: Rng): string {
    for (let attempt = 0; attempt < 6; attempt++) {
      const s = this.sentence(rng);
      if (s.length <= RECOMMENDER_MAX) return s;
    }
    return cutAtWord(this.sentence(rng), RECOMMENDER_MAX - 1) + '.';
  }

  heading(rng: Rng): string {
    return rng.pick(this.bank.headings);
  }

  private paragraph(rng: Rng): string {
    const n = rng.weightedIndex([30, 45, 25]) + 1;
    let text = this.sentence(rng);
    for (let i = 1; i < n; i++) text += ' ' + this.sentence(rng);
    return text;
  }

  /** Article HTML: paragraphs plus headings, figures, quotes, lists, embeds and the CMS content components. */
  content(rng: Rng, o: ContentOptions): WrittenContent {
    const paragraphs = rng.int(o.paragraphs[0], o.paragraphs[1]);
    // Extras attach after a paragraph index; -1 means "not in this article".
    const after = (p: number, forced = false) =>
      forced || (o.extras && rng.chance(p)) ? rng.int(0, Math.max(0, paragraphs - 2)) : -1;
    const figureAt = o.images && rng.chance(0.65) ? rng.int(0, Math.min(2, paragraphs - 1)) : -1;
    const secondFigureAt = o.images && paragraphs > 8 && rng.chance(0.3) ? rng.int(5, paragraphs - 1) : -1;
    const headingAt = o.extras && paragraphs >= 7 && rng.chance(0.5) ? rng.int(3, paragraphs - 2) : -1;
    const secondHeadingAt =
      headingAt > 0 && paragraphs >= 11 && rng.chance(0.5) ? rng.int(headingAt + 2, paragraphs - 1) : -1;
    const quoteAt = after(0.2);
    const listAt = after(0.15);
    const youtubeAt = after(0.03, o.youtube);
    const spotifyAt = after(0.02, o.spotify);
    const tweetAt = after(0.03);
    const hiddenAt = after(0.02);
    const infoAt = o.information ? rng.int(0, Math.max(0, paragraphs - 2)) : -1;

    let html = '';
    for (let i = 0; i < paragraphs; i++) {
      if (i === headingAt || i === secondHeadingAt) html += `<h2>${this.heading(rng)}</h2>`;
      html += `<p>${this.paragraph(rng)}</p>`;
      if (i === figureAt || i === secondFigureAt)
        html += this.figure(rng, o.credit, `${o.pictureKey}-${i === figureAt ? 1 : 2}`);
      if (i === quoteAt) html += `<blockquote>${this.sentence(rng)}</blockquote>`;
      if (i === listAt) {
        const items = rng.int(3, 5);
        html += '<ul>';
        for (let k = 0; k < items; k++) html += `<li>${capitalise(this.clause(rng))}.</li>`;
        html += '</ul>';
      }
      if (i === youtubeAt) {
        html +=
          `<iframe src="https://www.youtube.com/embed/${rng.token(11, YOUTUBE_ALPHABET)}" width="560" height="315" ` +
          `title="YouTube videó" frameborder="0" allowfullscreen></iframe>`;
      }
      if (i === spotifyAt) {
        html +=
          `<iframe src="https://open.spotify.com/embed/episode/${rng.token(22, SPOTIFY_ALPHABET)}" width="100%" ` +
          `height="${SPOTIFY_HEIGHTS.episode}" frameborder="0" allow="encrypted-media" title="Spotify"></iframe>`;
      }
      if (i === tweetAt) {
        html +=
          `<blockquote class="twitter-tweet"><p lang="${this.english ? 'en' : 'hu'}" dir="ltr">${this.sentence(rng)}</p>` +
          `— Telex (@telexhu) <a href="https://twitter.com/telexhu/status/${rng.int(1, 9)}${rng.token(18, '0123456789')}">` +
          `${this.english ? 'link' : 'bejegyzés'}</a></blockquote>`;
      }
      if (i === hiddenAt) {
        html += `<div class="hidden-content" data-title="${rng.pick(this.english ? en.EN_HIDDEN_TITLES : hu.HU_HIDDEN_TITLES)}">${this.paragraph(rng)}</div>`;
      }
      if (i === infoAt) html += `<div class="information">${o.information}</div>`;
    }
    if (o.disclaimer) html += `<div class="disclaimer">${o.disclaimer}</div>`;
    return { html, paragraphCount: paragraphs };
  }

  figure(rng: Rng, credit: string, key: string): string {
    const { name, alt: caption } = storyPicture(this.pool, key, this.english, rng);
    return (
      `<figure><img src="/media/img/${name}.svg" width="1200" height="800" alt="${caption}">` +
      `<figcaption>${caption}. ${this.english ? 'Photo' : 'Fotó'}: ${credit}</figcaption></figure>`
    );
  }
}

export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '');
}
