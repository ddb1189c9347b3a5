// /rovat/sport/foci (§2.7): the sport section's tabs, quick links, the country, league and season selects, the date
// picker and the fixture select (GET forms, shared/pages/football.ts decides what they offer), then the day's fixtures,
// the standings, a top list, or the selected fixture's view. The server renders it with its data; a selected
// unfinished fixture (or a day with a match on) is polled every 15 s until it ends (§4).
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { TEXT_NO_MATCHES } from '../../shared/constants.ts';
import type { Fixture } from '../../shared/livescore-types.ts';
import type { FixtureGroup, FootballPageData } from '../../shared/pages/football.ts';
import { FOOTBALL_PARAMS } from '../../shared/sport-constants.ts';
import { sportDataPath, type FixtureRefresh, type FixturesRefresh } from '../../shared/sport-refresh.ts';
import { FOOTBALL_PATH, footballHref } from '../../shared/sport-routes.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Sidebar } from '../components/sidebar.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import { FixtureDetail } from '../components/sport/fixture-detail.tsx';
import { FixtureList } from '../components/sport/fixture-list.tsx';
import { RouterLink } from '../components/sport/router-link.tsx';
import { Field, SelectForm } from '../components/sport/select-form.tsx';
import { StandingsTable } from '../components/sport/standings-table.tsx';
import { TopListTable } from '../components/sport/top-list-table.tsx';
import { useLivePart } from '../components/sport/use-live-part.ts';

const P = FOOTBALL_PARAMS;
const NO_SELECTION = '0';

function Filters({ data }: { data: FootballPageData }) {
  const { query, selects } = data;
  const listing = query.view === null;
  // A <details> (decision 053): folded on a phone, where the forms would fill the first screen, and it opens without
  // JavaScript; from 700 px the forms show with no summary (sport.css).
  return (
    <details className="sport-filters sport-filters--fold">
      <summary className="sport-filters__summary">
        Szűrők <span>ország, bajnokság, idény, nap</span>
      </summary>
      <div className="sport-filters__body">
        {selects && <CompetitionSelects query={query} selects={selects} />}
        {listing && (
          <SelectForm
            action={FOOTBALL_PATH}
            label="Nap választása"
            hidden={{ [P.league]: query.league, [P.season]: query.season }}
          >
            <Field label="Nap">
              <input type="date" name={P.day} defaultValue={query.day} key={query.day} required />
            </Field>
          </SelectForm>
        )}
        {listing && data.fixtureOptions.length > 0 && <FixtureSelect data={data} />}
      </div>
    </details>
  );
}

type Query = FootballPageData['query'];

/** The country, then the league and its season. */
function CompetitionSelects({ query, selects }: { query: Query; selects: NonNullable<FootballPageData['selects']> }) {
  const listing = query.view === null;
  return (
    <>
      <SelectForm action={FOOTBALL_PATH} label="Ország választása" hidden={{ [P.view]: query.view }}>
        <Field label="Ország">
          <select name={P.country} defaultValue={query.country ?? ''} key={query.country}>
            {selects.countries.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </SelectForm>
      <SelectForm
        action={FOOTBALL_PATH}
        label="Bajnokság és idény választása"
        hidden={{ [P.view]: query.view, [P.day]: listing ? query.day : null }}
        drop={{ [P.league]: [P.season] }}
      >
        <Field label="Bajnokság">
          <select name={P.league} defaultValue={String(query.league)} key={query.league}>
            {selects.leagues.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Idény">
          <select name={P.season} defaultValue={String(query.season ?? '')} key={`${query.league}-${query.season}`}>
            {selects.seasons.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </SelectForm>
    </>
  );
}

function FixtureSelect({ data }: { data: FootballPageData }) {
  const { query } = data;
  return (
    <SelectForm
      action={FOOTBALL_PATH}
      label="Mérkőzés választása"
      className="sport-form--wide"
      hidden={{ [P.league]: query.league, [P.season]: query.season, [P.day]: query.day }}
    >
      <Field label="Mérkőzés">
        <select name={P.fixture} defaultValue={String(query.fixture || NO_SELECTION)} key={query.fixture}>
          <option value={NO_SELECTION}>Válassz mérkőzést…</option>
          {data.fixtureOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    </SelectForm>
  );
}

/** The day's fixtures; while one is on, polled every 15 s (the groups keep their §9 labels, the fixtures refresh). */
function DayFixtures({ data, groups }: { data: FootballPageData; groups: FixtureGroup[] }) {
  const { query, refresh } = data;
  const path = refresh?.kind === 'day' ? sportDataPath.day(refresh.league, refresh.season, refresh.day) : null;
  const initial = useMemo(() => groups.flatMap((g) => g.fixtures), [groups]);
  const fixtures = useLivePart<readonly Fixture[], FixturesRefresh>(initial, path, (a) => a.fixtures);
  const byId = new Map(fixtures.map((f) => [f.fixture.id, f]));
  const hrefFor = (id: number) =>
    footballHref({ league: query.league, season: query.season, day: query.day, fixture: id });
  return (
    <section className="sport-day" aria-labelledby="nap-cim" data-list-content="">
      <nav className="sport-day__nav" aria-label="Napok">
        <Link to={data.dayNav.previous} className="sport-day__step" rel="prev">
          ‹ Előző nap
        </Link>
        <h2 className="sport-day__title" id="nap-cim">
          {data.dayNav.label}
        </h2>
        <Link to={data.dayNav.next} className="sport-day__step" rel="next">
          Következő nap ›
        </Link>
        {data.dayNav.today && (
          <Link to={data.dayNav.today} className="sport-day__today">
            Ma
          </Link>
        )}
      </nav>
      {groups.length === 0 ? (
        <p className="sport-empty">{TEXT_NO_MATCHES}</p>
      ) : (
        groups.map((g) => (
          <FixtureList
            key={g.label}
            caption={data.league ? `${data.league.name}, ${g.label}` : g.label}
            fixtures={g.fixtures.map((f) => byId.get(f.fixture.id) ?? f)}
            hrefFor={hrefFor}
            Link={RouterLink}
          />
        ))
      )}
      {data.matchDays && data.matchDays.length > 0 && (
        <nav className="sport-match-days" aria-label="A torna játéknapjai">
          <h3 className="sport-heading">Játéknapok</h3>
          <ul>
            {data.matchDays.map((d) => (
              <li key={d.day}>
                <Link to={d.href} aria-current={d.current ? 'page' : undefined}>
                  <time dateTime={d.day}>{d.label}</time>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

/** The selected fixture's view; an unfinished one is polled every 15 s until it ends (§4). */
function SelectedFixture({ data, fixture }: { data: FootballPageData; fixture: Fixture }) {
  const path = data.refresh?.kind === 'fixture' ? sportDataPath.fixture(data.refresh.id) : null;
  const shown = useLivePart<Fixture, FixtureRefresh>(fixture, path, (a) => a.fixture);
  return <FixtureDetail fixture={shown} backHref={data.backHref} Link={RouterLink} />;
}

export function FootballPage() {
  const data = useLoaderData<FootballPageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { query, fixture, groups, standings, top, league } = data;
  return (
    <div className="page page--sport">
      <PageMeta
        title={`${data.title} | ${site.name}`}
        description="Foci: élő eredmények, menetrend, tabella és góllövőlista"
        canonical={`${publicOrigin}${data.canonical}`}
      />
      <main className="page__main sport-page" id="tartalom">
        <header className="section-header">
          <h1 className="section-header__title">Foci</h1>
          {league && <p className="section-header__sub">{league.name}</p>}
        </header>
        <TabBar tabs={data.sportTabs} label="Sport: fülek" />
        {data.quickLinks.length > 0 && (
          <nav className="sport-quick" aria-label="Gyorslinkek: bajnokságok">
            <ul>
              {data.quickLinks.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} aria-current={l.current ? 'page' : undefined}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Filters data={data} />
        {fixture ? (
          <SelectedFixture key={fixture.fixture.id} data={data} fixture={fixture} />
        ) : (
          <>
            <TabBar tabs={data.viewTabs} label="Foci: nézetek" />
            {query.view === null && groups && <DayFixtures key={query.day} data={data} groups={groups} />}
            {query.view === 'tabella' && standings && <StandingsTable league={standings} />}
            {top && (
              <TopListTable
                kind={top.kind}
                entries={top.entries}
                caption={`${data.viewTabs.find((t) => t.current)?.label ?? ''}${league ? `: ${league.name}` : ''}`}
              />
            )}
          </>
        )}
      </main>
      <Sidebar site={site} ads={data.ads} social={data.social} />
    </div>
  );
}
