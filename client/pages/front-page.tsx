// §4 the front page: the breaking block on top, the editors' boxes by position, one automatic block variant and the
// podcast block where the publisher places it. Live cards keep their version and §4 label current in place.
import { Fragment } from 'react';
import { useLoaderData } from 'react-router';
import { AUTO_BLOCK_AFTER_BOXES } from '../../shared/constants.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { EpisodeList } from '../components/episode-card.tsx';
import { PODCASTS_PATH } from '../../shared/podcast-constants.ts';
import { feedSlotAfter } from '../../shared/page-ads.ts';
import { AdSlot } from '../components/ad-slot.tsx';
import { FrontBlockView } from '../components/front-block-view.tsx';
import { FrontLiveCards } from '../components/front-live-cards.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { DeferredPart } from '../deferred-part.tsx';
import type { FrontPageData } from '../../shared/pages/front.ts';

// §4 the newsletter prompt after the first blocks: rendered for everyone (hidden before paint by the reader's
// cookies), its code loads when the reader nears it.
const PROMPT_AFTER_BLOCKS = 3;
const newsletterPrompt = () => import('../components/newsletter-prompt.chunk.tsx').then((m) => m.NewsletterPrompt);

export function FrontPage() {
  const data = useLoaderData<FrontPageData>();
  const { breaking, blocks, autoBlock, podcast } = data;
  const site = useSite();
  const { publicOrigin } = useBoot();
  const autoAt = Math.min(AUTO_BLOCK_AFTER_BOXES, blocks.length);
  const promptAt = Math.min(PROMPT_AFTER_BLOCKS, blocks.length - 1);
  const prompt = (
    <DeferredPart
      key={site.slug}
      name="newsletter-prompt"
      until="[data-newsletter-prompt]"
      load={newsletterPrompt}
      props={{ page: 'front' as const }}
    />
  );
  return (
    <FrontLiveCards source={data} blocks={[breaking, ...blocks, autoBlock]}>
      <div className="page page--front">
        <PageMeta
          title={`${site.name} – Hírek, vélemények, elemzések`}
          description={`${site.name}: friss hírek itthonról és a nagyvilágból.`}
          canonical={`${publicOrigin}${site.path || '/'}`}
        />
        <main className="page__main" id="tartalom">
          <h1 className="visually-hidden">{site.name} címlap</h1>
          {breaking && (
            <div className="breaking" data-breaking="">
              <FrontBlockView block={{ ...breaking, title: breaking.title ?? 'Most' }} eager />
            </div>
          )}
          {blocks.map((block, i) => (
            <Fragment key={block.key}>
              {podcast && podcast.beforeBlock === i && (
                <EpisodeList episodes={podcast.episodes} title="Podcastok" href={PODCASTS_PATH} id="podcast-blokk" />
              )}
              {autoBlock && i === autoAt && <FrontBlockView block={autoBlock} />}
              <FrontBlockView block={block} eager={i === 0 && !breaking} />
              <AdSlot slot={feedSlotAfter(data.ads, i, blocks.length)} />
              {i === promptAt && prompt}
            </Fragment>
          ))}
          {autoBlock && autoAt === blocks.length && <FrontBlockView block={autoBlock} />}
          {podcast && podcast.beforeBlock >= blocks.length && (
            <EpisodeList episodes={podcast.episodes} title="Podcastok" href={PODCASTS_PATH} id="podcast-blokk" />
          )}
          {blocks.length === 0 && prompt}
        </main>
        <Sidebar site={site} ads={data.ads} social={data.social} mostRead />
      </div>
    </FrontLiveCards>
  );
}
