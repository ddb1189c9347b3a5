// §3 predictions: the favourite and how (win, or win or draw), the home/draw/away chances, the expected goals share
// and the earlier meetings of the two.
import { TEXT_NO_FIXTURE_DATA } from '../../../shared/constants.ts';
import { dateLabel } from '../../../shared/date-styles.ts';
import { predictionComment } from '../../../shared/football-labels.ts';
import type { Fixture } from '../../../shared/livescore-types.ts';
import type { CSSProperties } from 'react';
import { scoreText } from './fixture-score.tsx';

export function FixturePrediction({ fixture: f }: { fixture: Fixture }) {
  const p = f.predictions;
  if (!p) return <p className="sport-empty">{TEXT_NO_FIXTURE_DATA}</p>;
  const comment = predictionComment(p.winner.comment);
  const bars: [string, string][] = [
    [`${f.teams.home.name} győzelme`, p.percent.home],
    ['Döntetlen', p.percent.draw],
    [`${f.teams.away.name} győzelme`, p.percent.away],
  ];
  return (
    <div className="fixture-prediction">
      {p.winner.name && (
        <p className="fixture-prediction__winner">
          Esélyes: <strong>{p.winner.name}</strong>
          {comment && ` (${comment})`}
        </p>
      )}
      <dl className="fixture-prediction__chances">
        {bars.map(([label, value]) => (
          <div key={label} className="fixture-prediction__chance" style={{ '--share': value } as CSSProperties}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="fixture-prediction__goals">
        Várható gólarány: {f.teams.home.name} {p.comparison.goals.home}, {f.teams.away.name} {p.comparison.goals.away}
      </p>
      {p.h2h.length > 0 && (
        <>
          <h4 className="fixture-prediction__title">Egymás elleni mérkőzések</h4>
          <ul className="fixture-prediction__h2h">
            {p.h2h.map((m) => (
              <li key={m.fixture.id}>
                <time dateTime={m.fixture.date}>{dateLabel(m.fixture.timestamp)}</time>: {m.teams.home.name} –{' '}
                {m.teams.away.name} {scoreText(m)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
