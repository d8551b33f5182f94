import type { AccordionItem } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { fillLocalized } from '@/lib/placeholders';

type HomeCopy = {
  title: string;
  description: string;
  hero: {
    kicker: string;
    headline: string;
    subheadline: string;
    formHeading: string;
    formText: string;
  };
  video: { heading: string; text: string };
  faq: { heading: string; intro: string; items: AccordionItem[] };
  benefits: { heading: string; intro: string; items: AccordionItem[] };
  services: { heading: string; intro: string };
  doctor: { heading: string; paragraphs: string[]; cta: string; portraitAlt: string };
  why: { heading: string; intro: string; points: { title: string; text: string }[] };
  reviews: { heading: string; text: string };
  faq2: { heading: string; items: AccordionItem[] };
};

/** Every word of the home page in both languages (SPEC.md section 1). */
export const home: Record<Locale, HomeCopy> = {
  en: {
    title: 'Chiropractor & Acupuncture in Lenexa, KS | {{shortName}}',
    description:
      'Chiropractic care and acupuncture in Lenexa, KS. Walk-ins welcome, X-rays on site, insurance accepted and a complimentary consultation for new patients.',
    hero: {
      kicker: 'Move better, feel better, starting today',
      headline: 'Chiropractic and Acupuncture in Lenexa, KS',
      subheadline:
        'Gentle, thorough chiropractic care and acupuncture for back pain, neck pain, headaches, sports and auto injuries. Care can begin at your first visit, and how quickly you feel better varies from person to person.',
      formHeading: 'Complimentary Consultation',
      formText:
        'Tell us what is bothering you and we will call you back to set up your free consultation.',
    },
    video: {
      heading: 'Meet us before you visit',
      text: 'Take a two-minute look inside our Lenexa clinic and hear how {{doctorShort}} approaches every first visit.',
    },
    faq: {
      heading: 'Questions new patients ask us',
      intro:
        'Straight answers before you book. If yours is not here, call us: a real person answers.',
      items: [
        {
          title: 'Do I need a referral to see a chiropractor?',
          content:
            'No. You can book directly online, call us or walk in during office hours. If your insurance plan asks for a referral, our front desk will tell you before your visit.',
        },
        {
          title: 'What happens at my first visit?',
          content:
            'We start with a conversation about your health history and goals, then {{doctorShort}} performs a chiropractic and neurologic exam. If X-rays are needed we take them on site, explain the findings in plain words and, when it is appropriate, begin treatment the same day.',
        },
        {
          title: 'Does my insurance cover chiropractic care or acupuncture?',
          content:
            'Many plans cover chiropractic care, and some cover acupuncture. Coverage differs from plan to plan, so call us with your insurance card in hand and we will check your benefits for you. If you pay for yourself, we give you a good faith estimate before any care.',
        },
        {
          title: 'I was in a car accident. Should I come in even if I feel fine?',
          content:
            'Yes. Whiplash and other soft-tissue injuries often take days to show symptoms. An early exam documents your condition for your claim and catches problems while they are easier to treat. See our auto injury page for what to do after a crash.',
        },
      ],
    },
    benefits: {
      heading: 'How chiropractic care and acupuncture can help',
      intro:
        'Our care focuses on the source of your discomfort, not just the symptom, so relief has a better chance to last.',
      items: [
        {
          title: 'Relief without relying on medication',
          content:
            'Adjustments, soft-tissue work and acupuncture ease pain by improving how your joints, muscles and nerves work together. Many patients find they need fewer pain relievers as they improve. Never stop a prescribed medication without talking to the doctor who prescribed it.',
        },
        {
          title: 'Better movement and posture',
          content:
            'Restoring motion in stiff joints makes everyday tasks easier, from turning your head while driving to lifting a grandchild. We pair adjustments with simple exercises so the progress carries into your day.',
        },
        {
          title: 'Faster recovery after injuries',
          content:
            'After a sports injury, a fall or a car accident, guided care helps tissues heal with good motion instead of stiffness. We coordinate with your physician or physical therapist when more than one provider is involved.',
        },
        {
          title: 'Care for the whole family',
          content:
            'We adapt every technique to the person on the table: gentle methods for children and seniors, pregnancy-friendly positioning for expectant mothers and sport-specific care for athletes.',
        },
      ],
    },
    services: {
      heading: 'Our services',
      intro: 'Four ways we help people in Lenexa and nearby communities feel and move better.',
    },
    doctor: {
      heading: 'Meet {{doctor}}, {{doctorCredentials}}',
      paragraphs: [
        'Chiropractic runs in {{doctorShort}}’s family: more than {{familyChiropractors}} of his relatives are chiropractors. He grew up watching how careful, hands-on care changed people’s days, and he brings that same patience to every patient he sees in Lenexa.',
        'A graduate of chiropractic college and licensed in both {{licensedIn}}, he combines precise adjustments with soft-tissue work, rehabilitation exercises and acupuncture, and he explains every step before he takes it.',
      ],
      cta: 'Meet our team',
      portraitAlt: 'Illustrated portrait of {{doctor}} in a white clinic coat, smiling.',
    },
    why: {
      heading: 'Why patients choose {{shortName}}',
      intro: 'Good care should be easy to reach, easy to understand and honest about cost.',
      points: [
        {
          title: 'Walk-ins welcome',
          text: 'In pain today? Walk in during office hours and we will fit you in.',
        },
        {
          title: 'X-rays on site',
          text: 'When imaging is needed we take it here, so answers come in one visit.',
        },
        {
          title: 'Care from your first visit',
          text: 'When it is safe to treat, care starts at your first appointment. Results vary: some people feel better that day, others over several visits.',
        },
        {
          title: 'Upfront pricing',
          text: 'A good faith estimate before care, and insurance checked for you.',
        },
        {
          title: 'Convenient location',
          text: '{{parking}} We are minutes from Overland Park, Olathe and Shawnee.',
        },
        {
          title: 'English and Spanish',
          text: 'Our team welcomes you in {{languagesOr}}.',
        },
      ],
    },
    reviews: {
      heading: 'What our patients say',
      text: 'More than {{reviewCount}} patients have rated us {{rating}}. Read their reviews, or share your own.',
    },
    faq2: {
      heading: 'More about visiting our clinic',
      items: [
        {
          title: 'How long does a visit take?',
          content:
            'A first visit with consultation, exam and any X-rays takes about an hour. Follow-up chiropractic visits usually take 15 to 30 minutes; an acupuncture visit takes about an hour.',
        },
        {
          title: 'Is chiropractic care safe for children and during pregnancy?',
          content:
            'Yes, when it is adapted. We use very gentle, low-force techniques for children and pregnancy-friendly tables and positions for expectant mothers, and we coordinate with your pediatrician, OB or midwife.',
        },
        {
          title: 'Do adjustments hurt?',
          content:
            'Most patients feel little or no discomfort. Some notice mild soreness for a day, much like after exercise. We always explain what we are about to do and adjust our approach to your comfort.',
        },
        {
          title: 'Which cities do you serve?',
          content: 'Patients visit us from {{citiesServed}} and across the Kansas City area.',
        },
      ],
    },
  },
  es: {
    title: 'Quiropráctico y acupuntura en Lenexa, KS | {{shortName}}',
    description:
      'Quiropráctica y acupuntura en Lenexa, KS. Atendemos sin cita, radiografías en la clínica, aceptamos seguros y consulta de cortesía para pacientes nuevos.',
    hero: {
      kicker: 'Muévase mejor y siéntase mejor desde hoy',
      headline: 'Quiropráctica y acupuntura en Lenexa, KS',
      subheadline:
        'Atención quiropráctica y acupuntura cuidadosa y suave para el dolor de espalda y de cuello, los dolores de cabeza y las lesiones deportivas o de accidentes de auto. La atención puede empezar en su primera visita, y qué tan pronto se sienta mejor varía de una persona a otra.',
      formHeading: 'Consulta de cortesía',
      formText: 'Cuéntenos qué le molesta y le llamaremos para programar su consulta de cortesía.',
    },
    video: {
      heading: 'Conózcanos antes de su visita',
      text: 'Dé un vistazo de dos minutos a nuestra clínica en Lenexa y vea cómo el {{doctorShort}} organiza cada primera visita.',
    },
    faq: {
      heading: 'Preguntas frecuentes de pacientes nuevos',
      intro:
        'Respuestas claras antes de reservar. Si no encuentra la suya, llámenos: le atiende una persona real.',
      items: [
        {
          title: '¿Necesito una referencia para ver a un quiropráctico?',
          content:
            'No. Puede reservar en línea, llamarnos o venir sin cita durante el horario de atención. Si su plan de seguro pide una referencia, nuestra recepción se lo dirá antes de su visita.',
        },
        {
          title: '¿Qué pasa en mi primera visita?',
          content:
            'Empezamos con una conversación sobre su historial de salud y sus metas; después el {{doctorShort}} hace un examen quiropráctico y neurológico. Si se necesitan radiografías, las tomamos en la clínica, le explicamos los resultados con palabras sencillas y, cuando es apropiado, comenzamos el tratamiento el mismo día.',
        },
        {
          title: '¿Mi seguro cubre la quiropráctica o la acupuntura?',
          content:
            'Muchos planes cubren la atención quiropráctica y algunos cubren la acupuntura. La cobertura cambia de un plan a otro, así que llámenos con su tarjeta del seguro y revisaremos sus beneficios por usted. Si paga por su cuenta, le damos una estimación de buena fe antes de cualquier atención.',
        },
        {
          title: 'Tuve un accidente de auto. ¿Debo venir aunque me sienta bien?',
          content:
            'Sí. El latigazo cervical y otras lesiones de tejidos blandos a menudo tardan días en dar síntomas. Un examen temprano documenta su condición para su reclamo y detecta problemas cuando son más fáciles de tratar. Vea nuestra página de lesiones por accidentes de auto para saber qué hacer después de un choque.',
        },
      ],
    },
    benefits: {
      heading: 'Cómo pueden ayudarle la quiropráctica y la acupuntura',
      intro:
        'Nuestra atención se enfoca en el origen de su molestia, no solo en el síntoma, para que el alivio tenga más probabilidades de durar.',
      items: [
        {
          title: 'Alivio sin depender de medicamentos',
          content:
            'Los ajustes, el trabajo de tejidos blandos y la acupuntura alivian el dolor al mejorar cómo trabajan juntos sus articulaciones, músculos y nervios. Muchos pacientes notan que necesitan menos analgésicos a medida que mejoran. Nunca deje un medicamento recetado sin hablar con el médico que lo recetó.',
        },
        {
          title: 'Mejor movimiento y postura',
          content:
            'Devolver el movimiento a las articulaciones rígidas facilita las tareas diarias, desde girar la cabeza al manejar hasta cargar a un nieto. Combinamos los ajustes con ejercicios sencillos para que el progreso se mantenga en su día a día.',
        },
        {
          title: 'Recuperación más rápida después de lesiones',
          content:
            'Después de una lesión deportiva, una caída o un accidente de auto, la atención guiada ayuda a que los tejidos sanen con buen movimiento en lugar de rigidez. Coordinamos con su médico o fisioterapeuta cuando participa más de un profesional.',
        },
        {
          title: 'Atención para toda la familia',
          content:
            'Adaptamos cada técnica a la persona: métodos suaves para niños y adultos mayores, posiciones adecuadas para el embarazo y atención específica para deportistas.',
        },
      ],
    },
    services: {
      heading: 'Nuestros servicios',
      intro:
        'Cuatro maneras en que ayudamos a las personas de Lenexa y las comunidades cercanas a sentirse y moverse mejor.',
    },
    doctor: {
      heading: 'Conozca al {{doctor}}, {{doctorCredentials}}',
      paragraphs: [
        'La quiropráctica es cosa de familia para el {{doctorShort}}: más de {{familyChiropractors}} de sus parientes son quiroprácticos. Creció viendo cómo una atención cuidadosa y práctica cambiaba el día de las personas, y trae esa misma paciencia a cada paciente que atiende en Lenexa.',
        'Graduado de una universidad de quiropráctica y con licencia en {{licensedIn}}, combina ajustes precisos con trabajo de tejidos blandos, ejercicios de rehabilitación y acupuntura, y explica cada paso antes de darlo.',
      ],
      cta: 'Conozca a nuestro equipo',
      portraitAlt: 'Retrato ilustrado del {{doctor}} con bata blanca, sonriendo.',
    },
    why: {
      heading: 'Por qué los pacientes eligen {{shortName}}',
      intro:
        'Una buena atención debe ser fácil de conseguir, fácil de entender y honesta en su costo.',
      points: [
        {
          title: 'Atendemos sin cita',
          text: '¿Tiene dolor hoy? Venga durante el horario de atención y le haremos un espacio.',
        },
        {
          title: 'Radiografías en la clínica',
          text: 'Cuando se necesitan imágenes las tomamos aquí, para tener respuestas en una sola visita.',
        },
        {
          title: 'Atención desde su primera visita',
          text: 'Cuando es seguro tratar, la atención empieza en su primera cita. Los resultados varían: algunas personas se sienten mejor ese mismo día y otras a lo largo de varias visitas.',
        },
        {
          title: 'Precios claros desde el inicio',
          text: 'Una estimación de buena fe antes de la atención, y revisamos su seguro por usted.',
        },
        {
          title: 'Ubicación conveniente',
          text: '{{parking}} Estamos a minutos de Overland Park, Olathe y Shawnee.',
        },
        {
          title: 'Inglés y español',
          text: 'Nuestro equipo le recibe en {{languagesOr}}.',
        },
      ],
    },
    reviews: {
      heading: 'Lo que dicen nuestros pacientes',
      text: 'Más de {{reviewCount}} pacientes nos han calificado con {{rating}}. Lea sus reseñas o comparta la suya.',
    },
    faq2: {
      heading: 'Más sobre su visita a la clínica',
      items: [
        {
          title: '¿Cuánto dura una visita?',
          content:
            'Una primera visita con consulta, examen y radiografías, si hacen falta, dura alrededor de una hora. Las visitas quiroprácticas de seguimiento suelen durar de 15 a 30 minutos; una visita de acupuntura dura alrededor de una hora.',
        },
        {
          title: '¿La quiropráctica es segura para niños y durante el embarazo?',
          content:
            'Sí, cuando se adapta. Usamos técnicas muy suaves y de baja fuerza para los niños, y mesas y posiciones adecuadas para las mujeres embarazadas, en coordinación con su pediatra, obstetra o partera.',
        },
        {
          title: '¿Duelen los ajustes?',
          content:
            'La mayoría de los pacientes siente poca o ninguna molestia. Algunos notan una leve sensibilidad por un día, como después de hacer ejercicio. Siempre le explicamos lo que vamos a hacer y adaptamos nuestro enfoque a su comodidad.',
        },
        {
          title: '¿A qué ciudades atienden?',
          content: 'Nos visitan pacientes de {{citiesServed}} y de toda el área de Kansas City.',
        },
      ],
    },
  },
};

/** The home page's copy with the clinic facts filled in. */
export const homeCopy = fillLocalized(home, 'home');
