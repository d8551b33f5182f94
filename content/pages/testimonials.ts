import type { TestimonialsCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /about/testimonials */
export const testimonialsPage: Record<Locale, TestimonialsCopy> = {
  en: {
    title: 'Client Feedback and Endorsements',
    summary:
      'More than {{reviewCount}} patients have rated {{shortName}} {{rating}}. Read their stories in their own words.',
    description:
      'Read reviews from patients of {{shortName}} in Lenexa, KS about chiropractic care, acupuncture, auto injury recovery and our team.',
    intro: [
      'The best way to know what a visit with us feels like is to hear it from the people who have been here. These reviews come from patients in {{citiesServed}} and across the Kansas City area, and they appear just as patients wrote them.',
      'Every person’s situation is different, so results vary from patient to patient. If you have questions about your own symptoms, the complimentary consultation is the best place to start.',
    ],
    frameTitle: 'Patient reviews of {{clinicName}}',
    reviewPrompt:
      'Have you visited us? Your experience can help a neighbor decide where to find care.',
    reviewLink: 'Leave a review',
  },
  es: {
    title: 'Opiniones y recomendaciones de nuestros pacientes',
    summary:
      'Más de {{reviewCount}} pacientes han calificado a {{shortName}} con {{rating}}. Lea sus historias en sus propias palabras.',
    description:
      'Lea las reseñas de pacientes de {{shortName}} en Lenexa, KS, sobre quiropráctica, acupuntura, recuperación de accidentes de auto y nuestro equipo.',
    intro: [
      'La mejor forma de saber cómo es una visita con nosotros es escucharlo de quienes ya han venido. Estas reseñas son de pacientes de {{citiesServed}} y de toda el área de Kansas City, y aparecen tal como ellos las escribieron.',
      'La situación de cada persona es diferente, así que los resultados varían de un paciente a otro. Si tiene preguntas sobre sus propios síntomas, la consulta de cortesía es el mejor lugar para empezar.',
    ],
    frameTitle: 'Reseñas de pacientes de {{clinicName}}',
    reviewPrompt:
      '¿Ya nos visitó? Su experiencia puede ayudar a un vecino a decidir dónde buscar atención.',
    reviewLink: 'Deje una reseña',
  },
};
