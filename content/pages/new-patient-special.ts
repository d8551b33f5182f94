import type { NewPatientCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /new-patient-special */
export const newPatientPage: Record<Locale, NewPatientCopy> = {
  en: {
    title: 'New Patient Special: Complimentary Consultation',
    summary:
      'New to {{shortName}}? Start with a complimentary consultation with {{doctorShort}}: a real conversation about your health, with clear answers and no pressure.',
    description:
      'New patients at {{shortName}} in Lenexa, KS start with a complimentary consultation: health history, exam if appropriate and upfront pricing.',
    intro: [
      'Starting with a new doctor can feel like a big step, especially when you are in pain. Our new patient special makes the first step easy: a complimentary consultation where you can tell {{doctorShort}} what is going on, ask every question you have and find out whether chiropractic care or acupuncture is a good fit for you.',
      'You will leave knowing what we found, what we recommend and what it would cost, before you decide anything.',
    ],
    offerHeading: 'Your first step, on us',
    offerText: [
      'The consultation is complimentary for new patients. It is a chance for us to get to know you, and for you to get to know us: how we work, how we explain things and how we plan care around your goals, whether that is sleeping through the night, getting back to the gym or picking up your grandchildren without wincing.',
      'If we believe another provider can help you better, we will tell you honestly and point you in the right direction.',
    ],
    includesHeading: 'What your consultation includes',
    includes: [
      'An unhurried conversation about your health history, your symptoms and your goals.',
      'A chiropractic exam with {{doctorShort}}, if it is appropriate for your situation.',
      'A review of findings in plain language, so you understand what is causing your discomfort.',
      'Clear recommendations and pricing before any care begins, so there are no surprises.',
      'X-rays only when they are needed, taken right here in our Lenexa office, with the cost explained first.',
    ],
    insuranceHeading: 'Will my insurance cover care?',
    insuranceText:
      'Many insurance plans cover chiropractic care, and some cover acupuncture. Benefits differ from plan to plan, so call us at {{phone}} with your insurance card in hand and we will check your coverage for you before your visit.',
    estimateText:
      'Paying for yourself, or not using insurance? You have the right to receive a good faith estimate of the expected cost of your care before it begins.',
    estimateLink: 'Learn about your good faith estimate',
    formHeading: 'Request your complimentary consultation',
    formText:
      'Fill in the short form and our team will call you to find a time that works for you. Prefer to talk now? Call us at {{phone}}.',
    reviewsHeading: 'Hear it from our patients',
    reviewsText:
      'More than {{reviewCount}} patients have rated us {{rating}}. Here is what some of them say about their first visit and the care that followed.',
    finePrint:
      'Offer valid for new patients only, one complimentary consultation per person, and cannot be exchanged for cash or combined with other offers. Where federal or state rules prohibit free services for certain patients, including rules for Medicare, Medicaid and other government health programs, the offer does not apply and standard policies are followed. Treatment, and X-rays when they are needed, are not part of the complimentary consultation; we will discuss their cost with you before they begin.',
  },
  es: {
    title: 'Especial para pacientes nuevos: consulta de cortesía',
    summary:
      '¿Es nuevo en {{shortName}}? Comience con una consulta de cortesía con el {{doctorShort}}: una conversación real sobre su salud, con respuestas claras y sin presión.',
    description:
      'Los pacientes nuevos de {{shortName}} en Lenexa, KS, reciben una consulta de cortesía: historial de salud, examen si es apropiado y precios claros.',
    intro: [
      'Empezar con un nuevo médico puede parecer un gran paso, sobre todo cuando tiene dolor. Nuestro especial para pacientes nuevos le facilita ese primer paso: una consulta de cortesía en la que puede contarle al {{doctorShort}} lo que le pasa, hacer todas sus preguntas y saber si la quiropráctica o la acupuntura son adecuadas para usted.',
      'Saldrá sabiendo lo que encontramos, lo que le recomendamos y cuánto costaría, antes de tomar cualquier decisión.',
    ],
    offerHeading: 'Su primer paso corre por nuestra cuenta',
    offerText: [
      'La consulta es de cortesía para los pacientes nuevos. Es una oportunidad para que nosotros le conozcamos y para que usted nos conozca: cómo trabajamos, cómo explicamos las cosas y cómo planeamos la atención según sus metas, ya sea dormir toda la noche, volver al gimnasio o cargar a sus nietos sin dolor.',
      'Si creemos que otro profesional puede ayudarle mejor, se lo diremos con honestidad y le orientaremos en la dirección correcta.',
    ],
    includesHeading: 'Qué incluye su consulta',
    includes: [
      'Una conversación sin prisas sobre su historial de salud, sus síntomas y sus metas.',
      'Un examen quiropráctico con el {{doctorShort}}, si es apropiado para su situación.',
      'Una explicación de los resultados con palabras sencillas, para que entienda la causa de su molestia.',
      'Recomendaciones claras y precios antes de comenzar cualquier atención, para que no haya sorpresas.',
      'Radiografías solo cuando se necesitan, tomadas aquí mismo en nuestra clínica de Lenexa y con el costo explicado de antemano.',
    ],
    insuranceHeading: '¿Mi seguro cubre la atención?',
    insuranceText:
      'Muchos planes de seguro cubren la atención quiropráctica y algunos cubren la acupuntura. Los beneficios cambian de un plan a otro, así que llámenos al {{phone}} con su tarjeta del seguro a la mano y revisaremos su cobertura antes de su visita.',
    estimateText:
      '¿Paga por su cuenta o no usa seguro? Tiene derecho a recibir una estimación de buena fe del costo previsto de su atención antes de que comience.',
    estimateLink: 'Conozca su estimación de buena fe',
    formHeading: 'Solicite su consulta de cortesía',
    formText:
      'Llene el breve formulario y nuestro equipo le llamará para encontrar un horario que le convenga. ¿Prefiere hablar ahora? Llámenos al {{phone}}.',
    reviewsHeading: 'Lo que dicen nuestros pacientes',
    reviewsText:
      'Más de {{reviewCount}} pacientes nos han calificado con {{rating}}. Esto es lo que algunos cuentan de su primera visita y de la atención que recibieron después.',
    finePrint:
      'Oferta válida solo para pacientes nuevos, una consulta de cortesía por persona; no se puede cambiar por dinero ni combinar con otras ofertas. Cuando las normas federales o estatales prohíben ofrecer servicios gratuitos a ciertos pacientes, incluidas las normas de Medicare, Medicaid y otros programas de salud del gobierno, la oferta no aplica y se siguen las políticas habituales. El tratamiento y las radiografías, cuando se necesitan, no forman parte de la consulta de cortesía; hablaremos de su costo con usted antes de comenzar.',
  },
};
