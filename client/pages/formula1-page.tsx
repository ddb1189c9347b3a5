// /rovat/sport/forma-1 (§2.7): the sport section's tabs, the five views and the season select; the calendar view
// shows the selected Grand Prix (§4 default competition and race): its sessions, the selected one's classification
// (a Live one polled every 15 s with the note that it may not be real time) and the circuit. On desktop the season's
// Grands Prix stand in a side list beside every view (those already run folded while the season runs); on a phone
// the calendar view lists them in its table.
import { useMemo } from 'react';
import { Link, useLoaderData } from 'react-router';
import { dateLabel } from '../../shared/date-styles.ts';
import { raceStatusLabel } from '../../shared/f1-labels.ts';
import type { RaceResult } from '../../shared/livescore-types.ts';
import type { Formula1PageData } from '../../shared/pages/formula1.ts';
import { F1_PARAMS, RACE_COMPLETED, RACE_LIVE } from '../../shared/sport-constants.ts';
import { sportDataPath, type RaceRefresh } from '../../shared/sport-refresh.ts';
import { FORMULA1_PATH, formula1Href } from '../../shared/sport-routes.ts';
import { useBoot, useSite } from '../boot-context.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { TabBar } from '../components/tab-bar.tsx';
import { CircuitCard } from '../components/sport/circuit-card.tsx';
import { F1Calendar } from '../components/sport/f1-calendar.tsx';
import { F1DriverCard } from '../components/sport/f1-driver-card.tsx';
import { F1StandingsTable } from '../components/sport/f1-standings-table.tsx';
import { F1TeamCard } from '../components/sport/f1-team-card.tsx';
import { RaceEntryNav } from '../components/sport/race-entry-nav.tsx';
import { RaceResultTable } from '../components/sport/race-result-table.tsx';
import { RouterLink } from '../components/sport/router-link.tsx';
import { Field, SelectForm } from '../components/sport/select-form.tsx';
import { TeamName } from '../components/sport/team-name.tsx';
import { useLivePart } from '../components/sport/use-live-part.ts';

type GrandPrix = NonNullable<Formula1PageData['grandPrix']>;

/** The selected session's classification; a Live one is polled every 15 s until its status changes (§4). */
function SessionResults({
  gp,
  season,
  refresh,
}: {
  gp: GrandPrix;
  season: number;
  refresh: Formula1PageData['refresh'];
}) {
  const race = gp.race!;
  const initial = useMemo(() => ({ status: race.status, results: gp.results }), [race, gp.results]);
  const path = refresh ? sportDataPath.race(refresh.race, refresh.season) : null;
  const shown = useLivePart<{ status: string; results: RaceResult[] | null }, RaceRefresh>(initial, path, (a) => ({
    status: a.status,
    results: a.results,
  }));
  if (!shown.results) return null;
  return (
    <div data-race={race.id} data-status={shown.status}>
      <RaceResultTable
        results={shown.results}
        status={shown.status}
        grid={race.kind === 'grid'}
        race={race.kind === 'race'}
        caption={`${gp.competition.name}, ${season}: ${race.label.toLowerCase()}`}
      />
    </div>
  );
}

function GrandPrixView({ data, gp }: { data: Formula1PageData; gp: GrandPrix }) {
  const { season } = data.query;
  return (
    <section className="f1-gp" aria-labelledby="nagydij-cim">
      <h2 className="f1-gp__title" id="nagydij-cim">
        {gp.competition.name}
      </h2>
      <p className="f1-gp__meta">
        {gp.competition.location && `${gp.competition.location.city}, ${gp.competition.location.country} · `}
        <time dateTime={gp.date}>{dateLabel(Date.parse(gp.date) / 1000)}</time>
      </p>
      <RaceEntryNav
        entries={gp.entries}
        selectedId={gp.race?.id ?? null}
        Link={RouterLink}
        hrefFor={(race) => formula1Href({ season, competition: gp.competition.id, race })}
      />
      {gp.race && <SessionResults key={gp.race.id} gp={gp} season={season} refresh={data.refresh} />}
      {gp.circuit && <CircuitCard circuit={gp.circuit} />}
    </section>
  );
}

type SideEntry = NonNullable<Formula1PageData['calendar']>[number];

function SideItem({ gp, query }: { gp: SideEntry; query: Formula1PageData['query'] }) {
  return (
    <li className={`f1-side__item f1-side__item--${gp.status.toLowerCase()}`}>
      <Link
        to={formula1Href({ season: query.season, competition: gp.competition.id })}
        aria-current={gp.competition.id === query.competition ? 'page' : undefined}
      >
        <span className="f1-side__name">{gp.competition.name}</span>
        <span className="f1-side__date">
          <time dateTime={gp.date}>{dateLabel(Date.parse(gp.date) / 1000)}</time>
          {gp.status === RACE_LIVE && <span className="sport-live"> · {raceStatusLabel(gp.status)}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The season's Grands Prix beside every view on desktop (§2.7 "Desktop shows a side list"). While the season runs,
 * those already run fold into one line (opened when one of them is selected), so the running and coming ones stand
 * above the fold.
 */
function SideList({ data }: { data: Formula1PageData }) {
  const { calendar, query } = data;
  if (!calendar || calendar.length === 0) return <aside className="f1-side" aria-hidden="true" />;
  const firstOpen = calendar.findIndex((gp) => gp.status !== RACE_COMPLETED);
  const done = firstOpen === -1 ? [] : calendar.slice(0, firstOpen);
  const rest = calendar.slice(done.length);
  return (
    <aside className="f1-side" aria-labelledby="f1-side-cim">
      <h2 className="f1-side__title" id="f1-side-cim">{`Nagydíjak, ${query.season}`}</h2>
      {done.length > 0 && (
        <details className="f1-side__done" open={done.some((gp) => gp.competition.id === query.competition)}>
          <summary>{`Lezajlott nagydíjak (${done.length})`}</summary>
          <ol className="f1-side__list">
            {done.map((gp) => (
              <SideItem key={gp.competition.id} gp={gp} query={query} />
            ))}
          </ol>
        </details>
      )}
      <ol className="f1-side__list" start={done.length + 1}>
        {rest.map((gp) => (
          <SideItem key={gp.competition.id} gp={gp} query={query} />
        ))}
      </ol>
    </aside>
  );
}

export function Formula1Page() {
  const data = useLoaderData<Formula1PageData>();
  const site = useSite();
  const { publicOrigin } = useBoot();
  const { query, teams, drivers } = data;
  const { season, view } = query;
  return (
    <div className="page page--sport page--f1">
      <PageMeta
        title={`${data.title} | ${site.name}`}
        description="Forma–1: versenynaptár, eredmények, csapatok, versenyzők és pontverseny"
        canonical={`${publicOrigin}${data.canonical}`}
      />
      <main className="page__main sport-page" id="tartalom">
        <header className="section-header">
          <h1 className="section-header__title">Forma–1</h1>
          <p className="section-header__sub">{`${season}-es idény`}</p>
        </header>
        <TabBar tabs={data.sportTabs} label="Sport: fülek" />
        <TabBar tabs={data.viewTabs} label="Forma–1: nézetek" />
        {data.seasons && <SeasonSelect seasons={data.seasons} season={season} view={view} />}
        <div data-list-content="">
          {view === 'versenynaptar' && <CalendarView data={data} />}
          {teams && <TeamsView teams={teams} query={query} />}
          {drivers && <DriversView drivers={drivers} query={query} />}
          {data.driverStandings && (
            <F1StandingsTable
              kind="drivers"
              rows={data.driverStandings}
              caption={`Pontverseny, ${season}`}
              Link={RouterLink}
              hrefFor={(driver) => formula1Href({ view: 'versenyzok', season, driver })}
            />
          )}
          {data.teamStandings && (
            <F1StandingsTable
              kind="teams"
              rows={data.teamStandings}
              caption={`Konstruktőri pontverseny, ${season}`}
              Link={RouterLink}
              hrefFor={(team) => formula1Href({ view: 'csapatok', season, team })}
            />
          )}
        </div>
      </main>
      <SideList data={data} />
    </div>
  );
}

type Query = Formula1PageData['query'];

function SeasonSelect({
  seasons,
  season,
  view,
}: {
  seasons: NonNullable<Formula1PageData['seasons']>;
  season: number;
  view: Query['view'];
}) {
  return (
    <div className="sport-filters">
      <SelectForm
        action={FORMULA1_PATH}
        label="Idény választása"
        hidden={{ [F1_PARAMS.view]: view === 'versenynaptar' ? null : view }}
      >
        <Field label="Idény">
          <select name={F1_PARAMS.season} defaultValue={String(season)} key={season}>
            {seasons.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </SelectForm>
    </div>
  );
}

/** The calendar view: the selected Grand Prix, and (on a phone) the season's table of them. */
function CalendarView({ data }: { data: Formula1PageData }) {
  const { grandPrix, query } = data;
  const { season } = query;
  return (
    <>
      {grandPrix && <GrandPrixView data={data} gp={grandPrix} />}
      {data.calendar && (
        <div className="f1-page__calendar">
          <F1Calendar
            races={data.calendar}
            season={season}
            selectedCompetition={query.competition}
            Link={RouterLink}
            hrefFor={(competition) => formula1Href({ season, competition })}
          />
        </div>
      )}
    </>
  );
}

function TeamsView({ teams, query }: { teams: NonNullable<Formula1PageData['teams']>; query: Query }) {
  const { season } = query;
  return (
    <>
      {teams.selected && <F1TeamCard team={teams.selected} drivers={teams.drivers} />}
      <ul className="sport-grid" aria-label="Csapatok">
        {teams.list.map((x) => (
          <li key={x.id}>
            <Link
              to={formula1Href({ view: 'csapatok', season, team: x.id })}
              aria-current={x.id === query.team ? 'page' : undefined}
            >
              <TeamName team={x} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function DriversView({ drivers, query }: { drivers: NonNullable<Formula1PageData['drivers']>; query: Query }) {
  const { season } = query;
  return (
    <>
      {drivers.selected && <F1DriverCard driver={drivers.selected} />}
      <ul className="sport-grid" aria-label="Versenyzők">
        {drivers.list.map((d) => (
          <li key={d.id}>
            <Link
              to={formula1Href({ view: 'versenyzok', season, driver: d.id })}
              aria-current={d.id === query.driver ? 'page' : undefined}
            >
              {d.number !== null && <span className="race-result__number">{d.number}</span>} {d.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
