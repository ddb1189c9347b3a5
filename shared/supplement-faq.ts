// §2.5 the FAQ tabs of the election supplements (valasztas-2024, ep-2024): the newsroom's questions and answers.
// The sidebar's 'Gyakori kérdések' link (§2.6) leads here.

export interface FaqItem {
  question: string;
  answer: string;
}

export const SUPPLEMENT_FAQ: Readonly<Record<'valasztas-2024' | 'ep-2024', readonly FaqItem[]>> = {
  'valasztas-2024': [
    {
      question: 'Mikor van a választás?',
      answer:
        '2024. június 9-én, vasárnap 6 és 19 óra között lehet szavazni; az önkormányzati és az európai parlamenti választást egy napon tartják.',
    },
    {
      question: 'Hány szavazólapot kapok?',
      answer:
        'Lakóhelyétől függően hármat-ötöt: polgármester, egyéni listás vagy kompenzációs listás képviselők, megyei közgyűlés (Budapesten főpolgármester és fővárosi lista), valamint az EP-választás szavazólapja.',
    },
    {
      question: 'Mit vigyek magammal a szavazókörbe?',
      answer:
        'Érvényes személyazonosító igazolványt, útlevelet vagy vezetői engedélyt, és a lakcímet igazoló hatósági igazolványt.',
    },
    {
      question: 'Szavazhatok a lakóhelyemen kívül?',
      answer:
        'Átjelentkezéssel igen: a kérelmet június 7-én 16 óráig lehetett benyújtani a Nemzeti Választási Iroda honlapján vagy a helyi választási irodában.',
    },
    {
      question: 'Mikor lesznek eredmények?',
      answer:
        'A szavazókörök zárása után a Nemzeti Választási Iroda folyamatosan közli a részeredményeket; az Adatok és térkép fülön településenként követhetők.',
    },
  ],
  'ep-2024': [
    {
      question: 'Hány képviselőt választ Magyarország?',
      answer:
        'Huszonegyet. A mandátumokat országos listás arányos rendszerben, 5 százalékos bejutási küszöbbel osztják ki.',
    },
    {
      question: 'Ki szavazhat?',
      answer:
        'Minden nagykorú magyar állampolgár, valamint a Magyarországon élő, névjegyzékbe vett uniós állampolgárok.',
    },
    {
      question: 'Szavazhatok külföldön?',
      answer: 'Magyarországi lakcímmel külképviseleten, lakcím nélkül levélben adhatja le szavazatát.',
    },
    {
      question: 'Mik azok a frakciók?',
      answer:
        'Az Európai Parlamentben a képviselők politikai csoportokba, frakciókba tömörülnek; a frakciók adják a bizottsági helyek és a felszólalási idő elosztásának alapját.',
    },
    {
      question: 'Mikor lesznek eredmények?',
      answer:
        'Június 9-én 23 óra után, amikor az utolsó tagállamban is bezártak a szavazókörök; a részeredmények a Mandátumok és a Pártlisták fülön követhetők.',
    },
  ],
};
