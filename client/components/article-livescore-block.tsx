// The livescore dashboard mount (§4: a livescore id loads a dashboard). The sports data views come with their own
// issue; until then the block says there is no data yet (§8 text).
import { TEXT_NO_FIXTURE_DATA } from '../../shared/constants.ts';

export function ArticleLivescoreBlock({ livescoreId }: { livescoreId: number }) {
  return (
    <div className="article-livescore__block" data-ready="true" data-fixture={livescoreId}>
      <h2 className="article-livescore__title">Élő eredmények</h2>
      <p>{TEXT_NO_FIXTURE_DATA}</p>
    </div>
  );
}
