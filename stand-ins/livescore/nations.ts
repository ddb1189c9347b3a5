// National teams (the European Championship 2024 and the 2022 World Cup) and the nationalities of the generated
// players: a FIFA code, the Hungarian name a reader sees, the name bank of its people and a playing strength (the
// generator's rating, roughly 60 to 90).
import type { NameBankId } from './name-banks.ts';

export interface Nation {
  code: string;
  name: string;
  bank: NameBankId;
  strength: number;
}

const n = (code: string, name: string, bank: NameBankId, strength: number): Nation => ({ code, name, bank, strength });

export const NATIONS: readonly Nation[] = [
  n('GER', 'Németország', 'de', 84),
  n('SCO', 'Skócia', 'en', 70),
  n('HUN', 'Magyarország', 'hu', 72),
  n('SUI', 'Svájc', 'de', 76),
  n('ESP', 'Spanyolország', 'es', 88),
  n('CRO', 'Horvátország', 'hr', 79),
  n('ITA', 'Olaszország', 'it', 80),
  n('ALB', 'Albánia', 'al', 65),
  n('SVN', 'Szlovénia', 'hr', 68),
  n('DEN', 'Dánia', 'nordic', 76),
  n('SRB', 'Szerbia', 'hr', 73),
  n('ENG', 'Anglia', 'en', 87),
  n('POL', 'Lengyelország', 'pl', 72),
  n('NED', 'Hollandia', 'nl', 83),
  n('AUT', 'Ausztria', 'de', 77),
  n('FRA', 'Franciaország', 'fr', 88),
  n('BEL', 'Belgium', 'nl', 81),
  n('SVK', 'Szlovákia', 'pl', 69),
  n('ROU', 'Románia', 'ro', 69),
  n('UKR', 'Ukrajna', 'ua', 72),
  n('TUR', 'Törökország', 'tr', 75),
  n('GEO', 'Grúzia', 'ge', 66),
  n('POR', 'Portugália', 'pt', 86),
  n('CZE', 'Csehország', 'pl', 72),
  n('QAT', 'Katar', 'ar', 62),
  n('ECU', 'Ecuador', 'es', 70),
  n('SEN', 'Szenegál', 'af', 75),
  n('IRN', 'Irán', 'fa', 68),
  n('USA', 'Egyesült Államok', 'en', 73),
  n('WAL', 'Wales', 'en', 69),
  n('ARG', 'Argentína', 'es', 89),
  n('KSA', 'Szaúd-Arábia', 'ar', 64),
  n('MEX', 'Mexikó', 'es', 73),
  n('AUS', 'Ausztrália', 'en', 68),
  n('TUN', 'Tunézia', 'ar', 66),
  n('CRC', 'Costa Rica', 'es', 63),
  n('JPN', 'Japán', 'ja', 74),
  n('CAN', 'Kanada', 'en', 68),
  n('MAR', 'Marokkó', 'ar', 77),
  n('BRA', 'Brazília', 'pt', 88),
  n('CMR', 'Kamerun', 'af', 69),
  n('GHA', 'Ghána', 'af', 67),
  n('URU', 'Uruguay', 'es', 78),
  n('KOR', 'Dél-Korea', 'ko', 71),
  n('NOR', 'Norvégia', 'nordic', 74),
  n('SWE', 'Svédország', 'nordic', 72),
  n('GRE', 'Görögország', 'gr', 70),
  n('NGA', 'Nigéria', 'af', 71),
  n('CIV', 'Elefántcsontpart', 'af', 72),
  n('COL', 'Kolumbia', 'es', 76),
];

const byCode = new Map(NATIONS.map((x) => [x.code, x]));

export function nation(code: string): Nation {
  const found = byCode.get(code);
  if (!found) throw new Error(`unknown nation ${code}`);
  return found;
}
