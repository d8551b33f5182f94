import type { PatientsCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /patients: the hub with cards to the new patient special, forms, review-us and the blog. */
export const patientsPage: Record<Locale, PatientsCopy> = {
  en: {
    title: 'Patient Resources',
    summary:
      'Everything you need before and after your visit: intake forms, our new patient special, a place to share your experience and helpful articles.',
    description:
      'Patient resources from {{shortName}} in Lenexa, KS: intake forms, the new patient special, how to leave a review and our health blog.',
    intro: [
      'Whether you are coming in for the first time or you have been seeing {{doctorShort}} for years, this is the place to get ready for your visit. Download your intake forms ahead of time, learn about the complimentary consultation for new patients, or read practical advice from our blog.',
      'Can’t find what you need? Call us at {{phone}} and our front desk team will be glad to help, in {{languagesOr}}.',
    ],
    cardsHeading: 'How can we help you today?',
    cards: {
      newPatientSpecial: {
        title: 'New Patient Special',
        description:
          'New to our clinic? Start with a complimentary consultation to talk about your health, your goals and your options, with no pressure.',
      },
      forms: {
        title: 'Patient Forms',
        description:
          'Download, print and complete your intake form before your first visit, then fax it to us or bring it along to save time at check-in.',
      },
      reviewUs: {
        title: 'Review Us',
        description:
          'Had a good experience? A few words on our Google Maps listing help a neighbor find care they can trust.',
      },
      blog: {
        title: 'Health Blog',
        description:
          'Practical articles from {{doctorShort}} on back and neck pain, posture, headaches, auto injuries, acupuncture and staying active.',
      },
    },
  },
  es: {
    title: 'Recursos para pacientes',
    summary:
      'Todo lo que necesita antes y después de su visita: formularios de admisión, nuestro especial para pacientes nuevos, un lugar para compartir su experiencia y artículos útiles.',
    description:
      'Recursos para pacientes de {{shortName}} en Lenexa, KS: formularios de admisión, especial para pacientes nuevos, cómo dejar una reseña y nuestro blog.',
    intro: [
      'Ya sea que venga por primera vez o que lleve años atendiéndose con el {{doctorShort}}, aquí encontrará lo necesario para prepararse para su visita. Descargue sus formularios de admisión con anticipación, conozca la consulta de cortesía para pacientes nuevos o lea consejos prácticos en nuestro blog.',
      '¿No encuentra lo que busca? Llámenos al {{phone}} y nuestro equipo de recepción le ayudará con gusto en {{languagesOr}}.',
    ],
    cardsHeading: '¿Cómo podemos ayudarle hoy?',
    cards: {
      newPatientSpecial: {
        title: 'Especial para pacientes nuevos',
        description:
          '¿Es nuevo en nuestra clínica? Comience con una consulta de cortesía para hablar de su salud, sus metas y sus opciones, sin ninguna presión.',
      },
      forms: {
        title: 'Formularios para pacientes',
        description:
          'Descargue, imprima y llene su formulario de admisión antes de su primera visita; luego envíelo por fax o tráigalo para ahorrar tiempo al llegar.',
      },
      reviewUs: {
        title: 'Déjenos una reseña',
        description:
          '¿Tuvo una buena experiencia? Unas palabras en nuestra página de Google Maps ayudan a otras familias a encontrar atención de confianza.',
      },
      blog: {
        title: 'Blog de salud',
        description:
          'Artículos prácticos del {{doctorShort}} sobre dolor de espalda y cuello, postura, dolores de cabeza, accidentes de auto, acupuntura y vida activa.',
      },
    },
  },
};
