import type { AboutCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /about: the hub with cards to the team and testimonials pages. */
export const aboutPage: Record<Locale, AboutCopy> = {
  en: {
    title: 'About {{shortName}}',
    summary:
      'A family tradition of chiropractic care, brought to Lenexa with acupuncture under the same roof and a small team that knows you by name.',
    description:
      'Meet {{clinicName}}: a family tradition of chiropractic care in Lenexa, KS, with acupuncture and a bilingual team under one roof.',
    intro: [
      'Chiropractic is a family tradition for {{doctor}}. With more than {{familyChiropractors}} chiropractors in his extended family, he grew up around kitchen-table conversations about patients who could finally sleep, work and play without pain. He opened {{shortName}} in Lenexa to offer that same patient, hands-on care to families across Johnson County and the Kansas City area.',
      'Under one roof, we combine chiropractic care with acupuncture, so you can get the approach that fits your body and your goals without running between offices. X-rays are taken on site when they are needed, walk-ins are welcome during office hours, and our team welcomes you in {{languagesOr}}.',
      'We are a small clinic on purpose. You will see the same faces at every visit, and we take the time to explain what we find, what we recommend and what it costs before care begins.',
    ],
    cardsHeading: 'Get to know us',
    cards: {
      team: {
        title: 'Meet Our Team',
        description:
          'Meet {{doctorShort}} and our chiropractic assistants, Sofia Martinez and Emily Carter: the people who will welcome and care for you.',
      },
      testimonials: {
        title: 'Testimonials',
        description:
          'Read what patients from Lenexa and nearby communities say about their visits, their progress and our team.',
      },
    },
    valuesHeading: 'What we believe',
    values: [
      {
        title: 'Listen first',
        text: 'Every visit starts with your story. We ask about your life, your work and your goals before we ever put hands on your spine.',
      },
      {
        title: 'Explain every step',
        text: 'You will always know what we found, what we are about to do and why. Questions are welcome, at the first visit and the fiftieth.',
      },
      {
        title: 'Honest about cost',
        text: 'We check your insurance with you, share a good faith estimate before care, and never pressure you into a long plan.',
      },
      {
        title: 'Care for the whole family',
        text: 'From children to grandparents, expectant mothers to weekend golfers, we adapt our care to the person on the table.',
      },
    ],
  },
  es: {
    title: 'Acerca de {{shortName}}',
    summary:
      'Una tradición familiar de atención quiropráctica, traída a Lenexa con acupuntura bajo el mismo techo y un equipo pequeño que le conoce por su nombre.',
    description:
      'Conozca {{clinicName}}: tradición familiar de quiropráctica en Lenexa, KS, con acupuntura y un equipo bilingüe bajo un mismo techo.',
    intro: [
      'La quiropráctica es una tradición familiar para el {{doctor}}. Con más de {{familyChiropractors}} quiroprácticos en su familia extendida, creció escuchando en la mesa historias de pacientes que por fin podían dormir, trabajar y disfrutar sin dolor. Abrió {{shortName}} en Lenexa para ofrecer esa misma atención paciente y práctica a las familias del condado de Johnson y del área de Kansas City.',
      'Bajo un mismo techo combinamos la atención quiropráctica con la acupuntura, para que reciba el enfoque que mejor se adapta a su cuerpo y a sus metas sin tener que ir de un consultorio a otro. Tomamos radiografías en la clínica cuando se necesitan, atendemos sin cita durante el horario de atención y nuestro equipo le recibe en {{languagesOr}}.',
      'Somos una clínica pequeña a propósito. Verá las mismas caras en cada visita, y nos tomamos el tiempo de explicarle lo que encontramos, lo que le recomendamos y cuánto cuesta antes de comenzar la atención.',
    ],
    cardsHeading: 'Conózcanos',
    cards: {
      team: {
        title: 'Conozca a nuestro equipo',
        description:
          'Conozca al {{doctorShort}} y a nuestras asistentes de quiropráctica, Sofia Martinez y Emily Carter: las personas que le recibirán y le atenderán.',
      },
      testimonials: {
        title: 'Testimonios',
        description:
          'Lea lo que dicen los pacientes de Lenexa y de las comunidades cercanas sobre sus visitas, su progreso y nuestro equipo.',
      },
    },
    valuesHeading: 'En qué creemos',
    values: [
      {
        title: 'Primero escuchamos',
        text: 'Cada visita empieza con su historia. Le preguntamos por su vida, su trabajo y sus metas antes de tocar su columna.',
      },
      {
        title: 'Explicamos cada paso',
        text: 'Siempre sabrá lo que encontramos, lo que vamos a hacer y por qué. Sus preguntas son bienvenidas, en la primera visita y en la número cincuenta.',
      },
      {
        title: 'Honestidad en los costos',
        text: 'Revisamos su seguro con usted, le damos una estimación de buena fe antes de la atención y nunca le presionamos para aceptar un plan largo.',
      },
      {
        title: 'Atención para toda la familia',
        text: 'De los niños a los abuelos, de las futuras mamás a los golfistas de fin de semana, adaptamos nuestra atención a cada persona.',
      },
    ],
  },
};
