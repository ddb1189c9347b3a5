// §4 colour mode: the header's choice of system, light or dark. Only markup: client/public/theme.js, which applies
// the mode before the first paint, also reads and stores this control's value, so React owns neither the value nor
// the data-theme attribute and hydration never disagrees with the stored choice.
import { COLOR_SCHEME_FORCE_META } from '../../shared/constants.ts';

export function ColorModeToggle() {
  return (
    <select className="color-mode" data-color-mode="" aria-label="Színmód" title="Színmód">
      <option value="system">Rendszer</option>
      <option value="light">Világos</option>
      <option value="dark">Sötét</option>
    </select>
  );
}

/** A page that must keep one colour scheme (e.g. an article with its own design) renders this; React hoists it. */
export function ForcedColorScheme({ scheme }: { scheme: string | null | undefined }) {
  return scheme === 'light' || scheme === 'dark' ? <meta name={COLOR_SCHEME_FORCE_META} content={scheme} /> : null;
}
