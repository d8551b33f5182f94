import type { ContactCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /contact */
export const contactPage: Record<Locale, ContactCopy> = {
  en: {
    title: 'Contact Us',
    summary:
      'Questions about care, insurance or scheduling? Call, send us a message or stop by our Lenexa office. A real person will help you.',
    description:
      'Contact {{shortName}} in Lenexa, KS: phone, email, office hours, directions and a message form. Walk-ins welcome during office hours.',
    intro: [
      'We are happy to answer your questions before your first visit, from whether your insurance covers chiropractic care to what to wear to an acupuncture session. The quickest way to reach us is to call {{phone}} during office hours. You can also email us at {{email}} or send a message with the form below.',
      '[Se habla español]{lang=es}: our team can help you in {{languagesOr}}.',
    ],
    formHeading: 'Send us a message',
    formText:
      'Tell us how we can help and the best way to reach you. We read every message and reply during office hours.',
    detailsHeading: 'How to reach us',
    hoursHeading: 'Office hours',
    mapHeading: 'Find us in Lenexa',
    parking: '{{parking}} {{entrance}}',
    emergencyNote:
      'In an emergency, call 911. Please do not use this form for urgent or private medical questions; call us instead so we can help you directly and keep your information private.',
  },
  es: {
    title: 'Contáctenos',
    summary:
      '¿Tiene preguntas sobre la atención, el seguro o las citas? Llámenos, envíenos un mensaje o visítenos en Lenexa. Le atenderá una persona real.',
    description:
      'Contacte a {{shortName}} en Lenexa, KS: teléfono, correo, horario, cómo llegar y formulario de mensajes. Atendemos sin cita durante el horario.',
    intro: [
      'Con gusto respondemos sus preguntas antes de su primera visita, desde si su seguro cubre la quiropráctica hasta qué ropa usar para una sesión de acupuntura. La forma más rápida de comunicarse con nosotros es llamar al {{phone}} durante el horario de atención. También puede escribirnos a {{email}} o enviarnos un mensaje con el formulario de abajo.',
      'Hablamos español: nuestro equipo puede atenderle en {{languagesOr}}.',
    ],
    formHeading: 'Envíenos un mensaje',
    formText:
      'Cuéntenos cómo podemos ayudarle y la mejor manera de comunicarnos con usted. Leemos cada mensaje y respondemos durante el horario de atención.',
    detailsHeading: 'Cómo comunicarse con nosotros',
    hoursHeading: 'Horario de atención',
    mapHeading: 'Encuéntrenos en Lenexa',
    parking: '{{parking}} {{entrance}}',
    emergencyNote:
      'En caso de emergencia, llame al 911. Por favor, no use este formulario para preguntas médicas urgentes o privadas; llámenos para que podamos ayudarle directamente y mantener su información en privado.',
  },
};
