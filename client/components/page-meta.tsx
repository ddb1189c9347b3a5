// <title>, description, canonical and share tags. React 19 hoists these into <head> on the server and keeps them
// current on client navigations.
import { useSite } from '../boot-context.tsx';

export function PageMeta({
  title,
  description,
  canonical,
  image,
  type = 'website',
  robots,
}: {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'article';
  robots?: string;
}) {
  const site = useSite();
  const shareImage = image ?? site.facebookLogo;
  const absoluteImage = shareImage.startsWith('http') ? shareImage : new URL(shareImage, canonical).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {robots && <meta name="robots" content={robots} />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="hu_HU" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={absoluteImage} />
      {/* Twitter reads title, description and image from the og: tags when its own are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitter} />
    </>
  );
}
