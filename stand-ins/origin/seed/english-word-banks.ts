// Phrase banks for the English-language section (the publication's 'english' super-tag).

export const EN_SUBJECTS = [
  'The government',
  'The European Commission',
  "Hungary's central bank",
  'The opposition',
  "Budapest's city council",
  'A team of researchers',
  'The Constitutional Court',
  'The foreign ministry',
  'The national statistics office',
  "The teachers' union",
  'The health ministry',
  'The national football team',
  "The mayor of Budapest's office",
] as const;

export const EN_ACTIONS = [
  'announced a new package of measures',
  'rejected the criticism',
  'launched an investigation into the case',
  'postponed the decision',
  'published its latest figures',
  'called an extraordinary session',
  'raised its forecast',
  'signed the agreement',
  'withdrew the proposal',
  'confirmed the reports',
  'warned of further delays',
  'unveiled a long-awaited plan',
] as const;

export const EN_TOPICS = [
  'the new bill',
  'the revised budget',
  'the pay rise for teachers',
  'the hospital waiting lists',
  'the forint',
  'inflation',
  'the housing market',
  'the election campaign',
  'the railway renovation',
  'the EU funds dispute',
  'the heatwave',
  'the energy price cap',
  'the minimum wage',
  'the press freedom index',
  'the public transport overhaul',
] as const;

export const EN_PREDICATES = [
  'sparked a heated debate',
  'took a new turn',
  'remains on the agenda',
  'affects thousands of families',
  'could be decided within weeks',
  'came as a surprise',
  'raises more and more questions',
  'worries many',
  'is running behind schedule',
  'has entered a new phase',
  'divides public opinion',
  'could cost more than expected',
] as const;

export const EN_CLAUSES = [
  'details will be announced later',
  'further talks are expected in the coming weeks',
  'no final decision has been made',
  'the deadline is likely to be extended',
  'several questions remain open',
  'the authorities are investigating',
  'the changes could affect many people',
  'experts urge caution',
  'earlier estimates proved too optimistic',
  'the process is expected to close by the end of the year',
] as const;

export const EN_TIME_ADVERBS = [
  'on Monday',
  'on Tuesday',
  'on Wednesday',
  'on Thursday',
  'on Friday',
  'over the weekend',
  'last week',
  'earlier this week',
  'on Thursday evening',
  'yesterday',
] as const;

export const EN_THAT_VERBS = ['said', 'announced', 'stressed', 'confirmed', 'indicated', 'told reporters'] as const;

export const EN_CONNECTORS = [
  'However,',
  'Meanwhile,',
  'According to experts,',
  'As we reported earlier,',
  'Nevertheless,',
  'In addition,',
  'According to official sources,',
  'At the same time,',
] as const;

export const EN_QUOTES = [
  'We cannot allow this to happen again',
  'This is the first step of a long process',
  'The numbers speak for themselves',
  'Nobody expected this turn of events',
  'We are doing everything we can to find a solution quickly',
  'This is not what we were promised',
] as const;

export const EN_SPEAKERS = [
  'a spokesperson said',
  'the head of the institution said',
  'an anonymous source told us',
] as const;

export const EN_HEADINGS = [
  'What happened so far',
  'What experts say',
  'What comes next',
  'Background',
  'The details',
] as const;

export const EN_LABELS = ['Hungary', 'Budapest', 'Economy', 'Politics', 'Analysis', 'Explainer'] as const;

export const EN_HIDDEN_TITLES = ['Methodology', 'How we reported this story', 'The full list', 'Background'] as const;

/** Where a story happened, as a headline's closing phrase: what tells two stories of one wording apart. */
export const EN_PLACE_PHRASES = [
  'in Budapest',
  'in Debrecen',
  'in Szeged',
  'in Pécs',
  'in Győr',
  'in Miskolc',
  'in Kecskemét',
  'in Eger',
  'in Sopron',
  'in Veszprém',
  'in Szombathely',
  'in Nyíregyháza',
  'in Székesfehérvár',
  'in Zalaegerszeg',
  'in Kaposvár',
  'in Szolnok',
  'in Cluj',
  'in Brussels',
  'in Vienna',
  'in Bratislava',
] as const;
