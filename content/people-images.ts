import type { PersonId } from '@/content/clinic';

/**
 * Alt text of the team portraits, keyed by the person (content/clinic.ts `id`, so a
 * portrait of any file name or format keeps its text), and of the family group illustration.
 */
export const peopleAlt: Record<PersonId | 'chiropractic-family', { en: string; es: string }> = {
  'dr-ryan-whitaker': {
    en: 'Illustrated portrait of {{doctor}}, a smiling chiropractor with short brown hair, wearing a white clinic coat over a teal shirt.',
    es: 'Retrato ilustrado del {{doctor}}, un quiropráctico sonriente de cabello castaño corto, con bata blanca sobre una camisa verde azulado.',
  },
  'sofia-martinez': {
    en: 'Illustrated portrait of Sofia Martinez, a smiling chiropractic assistant with dark wavy hair, wearing teal scrubs.',
    es: 'Retrato ilustrado de Sofia Martinez, asistente de quiropráctica sonriente de cabello oscuro y ondulado, con uniforme clínico verde azulado.',
  },
  'emily-carter': {
    en: 'Illustrated portrait of Emily Carter, a smiling chiropractic assistant with auburn hair in a ponytail, wearing teal scrubs.',
    es: 'Retrato ilustrado de Emily Carter, asistente de quiropráctica sonriente con el cabello cobrizo recogido en una coleta, con uniforme clínico verde azulado.',
  },
  'chiropractic-family': {
    en: 'Illustration of a large, multi-generation family of chiropractors standing together, several of them in white clinic coats.',
    es: 'Ilustración de una gran familia de quiroprácticos de varias generaciones, de pie y juntos, varios de ellos con bata blanca.',
  },
};
