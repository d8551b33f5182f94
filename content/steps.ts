import type { Locale } from '@/lib/i18n';

/**
 * The "getting started" block in three steps. Each page picks the set that is
 * true for it: the pregnancy page takes no X-rays, the acupuncture page has
 * no chiropractic exam, and the complimentary consultation does not include
 * X-rays or treatment (the new patient special's fine print says so).
 */
export const stepsVariants = ['standard', 'consultation', 'pregnancy', 'acupuncture'] as const;
export type StepsVariant = (typeof stepsVariants)[number];

export type Step = { title: string; text: string };
export type StepSet = readonly [Step, Step, Step];

const book = {
  en: 'Choose a time online, call us or walk in during office hours. We will confirm your visit right away.',
  es: 'Elija un horario en línea, llámenos o venga sin cita durante el horario de atención. Confirmaremos su visita de inmediato.',
};

export const steps: Record<Locale, Record<StepsVariant, StepSet>> = {
  en: {
    standard: [
      { title: 'Book an appointment', text: book.en },
      {
        title: 'Comprehensive consultation',
        text: 'We review your health history and goals, then perform a chiropractic exam, X-rays when needed and a neurologic assessment, and create your personalized plan.',
      },
      {
        title: 'Begin your customized treatment plan',
        text: 'Start care that fits your body and your schedule, with clear goals and progress checks along the way.',
      },
    ],
    consultation: [
      { title: 'Book an appointment or request a complimentary consultation', text: book.en },
      {
        title: 'Consultation and exam',
        text: 'We listen to your health history and goals and, when it is appropriate, perform a chiropractic exam. If you need X-rays or treatment, we explain why and what they cost before anything begins; they are not part of the complimentary consultation.',
      },
      {
        title: 'Begin your customized treatment plan',
        text: 'Start care that fits your body and your schedule, with clear goals and progress checks along the way. Results vary from person to person, so we check how you are doing at every visit.',
      },
    ],
    pregnancy: [
      { title: 'Book an appointment or request a complimentary consultation', text: book.en },
      {
        title: 'A consultation made for pregnancy',
        text: 'We review your health history, your pregnancy and any guidance from your obstetrician or midwife, then do a gentle exam on a pregnancy-friendly table. We do not take X-rays during pregnancy.',
      },
      {
        title: 'Care that changes with each trimester',
        text: 'Short, comfortable visits with positions adapted to each stage, simple stretches for home, and a call to your obstetrician or midwife whenever something needs their attention.',
      },
    ],
    acupuncture: [
      { title: 'Book an acupuncture visit', text: book.en },
      {
        title: 'Acupuncture consultation',
        text: 'We review your health history, medications and goals, check for anything that makes acupuncture unsuitable for you, such as taking blood thinners or having a pacemaker, and explain where the needles go and how a session feels.',
      },
      {
        title: 'Begin your acupuncture sessions',
        text: 'Relax through sessions of 30 to 45 minutes, with a check of how you are responding at every visit. Results vary, and we tell you honestly if acupuncture is not helping.',
      },
    ],
  },
  es: {
    standard: [
      { title: 'Reserve una cita', text: book.es },
      {
        title: 'Consulta completa',
        text: 'Revisamos su historial de salud y sus metas; luego hacemos un examen quiropráctico, radiografías cuando se necesitan y una evaluación neurológica, y preparamos su plan personalizado.',
      },
      {
        title: 'Comience su plan de tratamiento personalizado',
        text: 'Empiece un cuidado que se adapta a su cuerpo y a su horario, con metas claras y revisiones de su progreso.',
      },
    ],
    consultation: [
      { title: 'Reserve una cita o solicite una consulta de cortesía', text: book.es },
      {
        title: 'Consulta y examen',
        text: 'Escuchamos su historial de salud y sus metas y, cuando es apropiado, hacemos un examen quiropráctico. Si necesita radiografías o tratamiento, le explicamos por qué y cuánto cuestan antes de empezar; no forman parte de la consulta de cortesía.',
      },
      {
        title: 'Comience su plan de tratamiento personalizado',
        text: 'Empiece un cuidado que se adapta a su cuerpo y a su horario, con metas claras y revisiones de su progreso. Los resultados varían de una persona a otra, así que revisamos cómo se siente en cada visita.',
      },
    ],
    pregnancy: [
      { title: 'Reserve una cita o solicite una consulta de cortesía', text: book.es },
      {
        title: 'Una consulta pensada para el embarazo',
        text: 'Revisamos su historial de salud, su embarazo y las indicaciones de su obstetra o partera, y luego hacemos un examen suave en una camilla adaptada para embarazadas. No tomamos radiografías durante el embarazo.',
      },
      {
        title: 'Una atención que cambia con cada trimestre',
        text: 'Visitas cortas y cómodas, con posiciones adaptadas a cada etapa, estiramientos sencillos para hacer en casa y una llamada a su obstetra o partera cada vez que algo requiera su atención.',
      },
    ],
    acupuncture: [
      { title: 'Reserve una cita de acupuntura', text: book.es },
      {
        title: 'Consulta de acupuntura',
        text: 'Revisamos su historial de salud, sus medicamentos y sus metas, comprobamos que no haya nada que haga la acupuntura inadecuada para usted, como tomar anticoagulantes o tener un marcapasos, y le explicamos dónde van las agujas y qué se siente en una sesión.',
      },
      {
        title: 'Comience sus sesiones de acupuntura',
        text: 'Relájese durante sesiones de 30 a 45 minutos, con una revisión de cómo responde en cada visita. Los resultados varían, y le diremos con honestidad si la acupuntura no le está ayudando.',
      },
    ],
  },
};
