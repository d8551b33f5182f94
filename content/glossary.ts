/**
 * One name per thing. Each entry is the Spanish term the site uses and the
 * variants it must not use (other names for the same thing, or calques of
 * the English). `content/glossary.test.ts` checks every Spanish string of the
 * content against it, case-insensitively, after placeholders are filled.
 */
export type GlossaryEntry = {
  /** The term to write. */
  term: string;
  /** Variants that must not appear anywhere in the Spanish text. */
  reject: readonly string[];
  /** Why, when it is not obvious. */
  note?: string;
};

export const spanishGlossary: readonly GlossaryEntry[] = [
  {
    term: 'estimación de buena fe',
    reject: ['estimado de buena fe', 'presupuesto de buena fe', 'cálculo de buena fe'],
    note: 'The name CMS uses in its own Spanish materials on the No Surprises Act.',
  },
  {
    term: 'aviso sobre información de salud',
    reject: [
      'aviso de salud',
      'aviso de atención médica',
      'aviso sobre atención médica',
      'aviso médico',
      'descargo de responsabilidad',
    ],
    note: 'The healthcare disclaimer: the same name in the footer, on its page and in every link.',
  },
  { term: 'cuello tecnológico', reject: ['cuello de texto'] },
  { term: 'entumecimiento', reject: ['adormecimiento'] },
  { term: 'Misuri', reject: ['Missouri'], note: 'The Spanish name of the state.' },
  {
    term: 'atendemos sin cita',
    reject: ['citas sin reservación', 'sin reservación'],
    note: 'Walk-ins: "citas sin reservación" is a calque that contradicts itself.',
  },
  {
    term: 'proveedor',
    reject: ['socio de citas', 'socio de reseñas', 'socio seguro', 'nuestro socio'],
    note: 'A vendor is a "proveedor"; "socio" (partner) is a calque. HIPAA\'s "socio comercial" stays.',
  },
  {
    term: 'con los pies apoyados en el suelo',
    reject: ['pies planos en el piso', 'pies planos en el suelo', 'descansan planos'],
    note: '"Pies planos" is the condition flat feet.',
  },
  {
    term: 'nuestro equipo de expertos',
    reject: ['experto equipo'],
    note: 'An adjective before the noun reads as translated.',
  },
  {
    term: 'consulta de cortesía',
    reject: ['consulta gratuita', 'consulta gratis'],
    note: 'The complimentary consultation: one name on every page.',
  },
];

/** British spellings the English text must not use (US English throughout). */
export const britishSpellings: readonly GlossaryEntry[] = [
  { term: 'personalized', reject: ['personalised', 'personalise', 'personalising'] },
  { term: 'customized', reject: ['customised', 'customise', 'customising'] },
  { term: 'stabilizers', reject: ['stabilisers', 'stabiliser', 'stabilise', 'stabilised'] },
  { term: 'practiced', reject: ['practised', 'practise', 'practising'] },
  { term: 'center', reject: ['centre', 'centres', 'centred'] },
  { term: 'color', reject: ['colour', 'colours', 'coloured'] },
  { term: 'behavior', reject: ['behaviour', 'behaviours', 'behavioural'] },
  { term: 'favorite', reject: ['favourite', 'favour', 'favourable'] },
  { term: 'neighbor', reject: ['neighbour', 'neighbours', 'neighbourhood'] },
  { term: 'labor', reject: ['labour'] },
  { term: 'honor', reject: ['honour'] },
  { term: 'organize', reject: ['organise', 'organised', 'organisation'] },
  { term: 'recognize', reject: ['recognise', 'recognised'] },
  { term: 'realize', reject: ['realise', 'realised'] },
  { term: 'minimize', reject: ['minimise', 'minimised'] },
  { term: 'optimize', reject: ['optimise', 'optimised'] },
  { term: 'prioritize', reject: ['prioritise', 'prioritised'] },
  { term: 'specialize', reject: ['specialise', 'specialised'] },
  { term: 'mobilize', reject: ['mobilise', 'mobilisation'] },
  { term: 'analyze', reject: ['analyse', 'analysed'] },
  { term: 'pediatric', reject: ['paediatric', 'paediatrician'] },
  { term: 'orthopedic', reject: ['orthopaedic'] },
  { term: 'anesthesia', reject: ['anaesthesia', 'anaesthetic'] },
  { term: 'edema', reject: ['oedema'] },
  { term: 'program', reject: ['programme', 'programmes'] },
  { term: 'license (noun)', reject: ['licence'] },
  { term: 'defense', reject: ['defence'] },
  { term: 'fiber', reject: ['fibre'] },
  { term: 'meter', reject: ['metre', 'metres'] },
  { term: 'gray', reject: ['grey'] },
  { term: 'aging', reject: ['ageing'] },
  { term: 'judgment', reject: ['judgement'] },
  { term: 'maneuver', reject: ['manoeuvre'] },
  { term: 'traveled', reject: ['travelled', 'travelling'] },
  { term: 'canceled', reject: ['cancelled', 'cancelling'] },
  { term: 'while', reject: ['whilst'] },
  { term: 'among', reject: ['amongst'] },
];
