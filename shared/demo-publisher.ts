// The demo publisher's particulars, which the embedded origin's documents give (§2 impress, tax, academy, youth and
// support pages: stand-ins/origin/seed/docs-content.ts). The demo corpus is a fictional publication, and so is all of
// this: the numbers are well-formed (check digits and all) but nobody's, the addresses' domain is the demo's. A real
// deployment's documents come from its own publisher API and name its own.

/** The publisher (impresszum; the payee of a transfer, the issuer of a company's invoice). */
export const DEMO_PUBLISHER = {
  name: 'Hírportál Kiadó Kft.',
  address: '1072 Budapest, Nyár utca 12.',
  /** 8-2-2: a company that charges VAT, registered in Budapest */
  taxNumber: '29613481-2-42',
  /** the editorial office: corrections, tips, the impresszum's contact */
  editorialEmail: 'szerkesztoseg@example.hu',
  /** a company's invoice request for its support */
  invoiceEmail: 'szamla@example.hu',
  /** the academy's applications */
  academyEmail: 'akademia@example.hu',
  /** schools' requests for a class visit or an online media lesson (/te) */
  schoolsEmail: 'iskolak@example.hu',
} as const;

/** The regional edition's publisher (its impresszum at /dokumentum/impresszum). */
export const DEMO_REGIONAL_PUBLISHER = {
  name: 'Hírportál Erdély SRL',
  address: '400114 Kolozsvár, Memorandumului utca 28.',
  editorialEmail: 'szerkesztoseg.erdely@example.hu',
} as const;

/** Where a support by bank transfer goes: the publisher's forint account, as a Hungarian bank statement writes it. */
export const DEMO_TRANSFER = {
  beneficiary: DEMO_PUBLISHER.name,
  /** the domestic (giro) account number, 3 × 8 digits */
  account: '99904515-00203857-16400006',
  iban: 'HU25 9990 4515 0020 3857 1640 0006',
  /** what the reader writes in the transfer's message (közlemény) */
  reference: 'Támogatás',
} as const;

/** The hosting provider the impresszum names (the e-commerce act asks for its name, address and e-mail). */
export const DEMO_HOST = {
  name: 'Adatpart Tárhelyszolgáltató Kft.',
  address: '1097 Budapest, Gubacsi út 6.',
  email: 'ugyfelszolgalat@adatpart.example.hu',
} as const;

/**
 * The foundation beside the newsroom that readers can give 1 % of their personal income tax (/egyszazalek): a
 * foundation's tax number is 8-1-2 (no VAT), and it is what the reader's declaration names.
 */
export const DEMO_FOUNDATION = {
  name: 'Hírportál a Független Újságírásért Alapítvány',
  taxNumber: '18742057-1-42',
} as const;

/** The yearly deadline of the 1 % declaration, with the personal income tax return (NAV). */
export const TAX_DECLARATION_DEADLINE = 'május 20.';
