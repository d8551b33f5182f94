import type { TeamCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

/** /about/meet-our-team */
export const teamPage: Record<Locale, TeamCopy> = {
  en: {
    title: 'Meet Our Knowledgeable Healthcare Team',
    summary:
      'A chiropractor from a family of chiropractors and two chiropractic assistants who make every visit feel welcoming, in {{languagesOr}}.',
    description:
      'Meet {{doctor}}, {{doctorCredentials}}, and the chiropractic assistants at {{shortName}} in Lenexa, KS. Caring, bilingual and never rushed.',
    intro: [
      'When you visit {{shortName}}, you will not be passed from one stranger to the next. Our small team gets to know you, remembers how you felt last time and celebrates the day you tell us you slept through the night.',
    ],
    doctorBio: [
      '{{doctor}}, {{doctorCredentials}}, grew up in a family where chiropractic was part of everyday life. With more than {{familyChiropractors}} chiropractors among his relatives, he saw early on how careful, hands-on care could help people return to the work, sports and family moments they love. Choosing the same profession felt less like a career decision and more like joining a long conversation.',
      'After graduating from chiropractic college, he built his practice around a simple idea: understand the cause, not just the symptom. He combines precise adjustments with soft-tissue work, rehabilitation exercises and acupuncture, and he adapts every technique to the person in front of him, from children and expectant mothers to athletes, golfers and people recovering from car accidents.',
      'Patients often mention how much time {{doctorShort}} takes to explain what he finds. He believes you should understand your own body, so he walks you through your exam, your X-rays when they are needed and your plan in plain language, and he is glad to coordinate with your physician or physical therapist.',
    ],
    doctorFacts: [
      'Doctor of Chiropractic ({{doctorCredentials}}), graduate of a chiropractic college',
      'Licensed to practice chiropractic in {{licensedIn}}',
      'More than {{familyChiropractors}} chiropractors in his extended family',
      'Completed {{acupunctureTraining}}, and gives every acupuncture treatment at our clinic himself',
      'Experienced with auto accident injuries, sports injuries, pregnancy and pediatric care',
      'Coordinates care with physicians, physical therapists and other providers',
    ],
    familyButton: 'Our Chiropractic Family',
    dialogHeading: 'A family of more than {{familyChiropractors}} chiropractors',
    dialogText: [
      'Few people can say their family reunions double as a chiropractic seminar. Across several generations, more than {{familyChiropractors}} of {{doctorShort}}’s relatives, including grandparents, uncles, aunts and cousins, have become chiropractors, each caring for patients in their own communities.',
      'That family tradition shapes how we work in Lenexa. Ideas, techniques and hard-earned lessons are shared around the dinner table, and the same values are passed along: listen carefully, treat gently and always put the patient first.',
    ],
    cvLink: 'Download {{doctorShort}}’s CV (PDF)',
    closeLabel: 'Close',
    assistantsHeading: 'Our chiropractic assistants',
    assistantBios: [
      [
        'Sofia Martinez is often the first voice you hear when you call and the first smile you see when you walk in. Fluent in English and Spanish, she helps families feel at home from the start, whether that means explaining an intake form, checking insurance benefits or finding an appointment that fits around work and school.',
        'In the treatment rooms, Sofia helps patients with therapies and home exercises and makes sure every question reaches {{doctorShort}}. Patients say she remembers the details: a new grandchild, a big race, a job interview. That is exactly how she likes it.',
      ],
      [
        'Emily Carter joined our team with a passion for helping people move and feel better. She guides patients through their stretches and rehabilitation exercises, prepares the treatment rooms and makes sure each visit runs smoothly and on time.',
        'Emily has a calm, encouraging way of explaining things that puts first-time patients at ease, and she loves seeing people reach their goals, from lifting a toddler again to finishing a round of golf without back pain.',
      ],
    ],
    sinceLabel: 'Chiropractic assistant since {{date}}',
  },
  es: {
    title: 'Conozca a nuestro equipo de expertos',
    summary:
      'Un quiropráctico de una familia de quiroprácticos y dos asistentes de quiropráctica que hacen que cada visita sea acogedora, en {{languagesOr}}.',
    description:
      'Conozca al {{doctor}}, {{doctorCredentials}}, y a las asistentes de quiropráctica de {{shortName}} en Lenexa, KS. Atención cálida, bilingüe y sin prisas.',
    intro: [
      'Cuando visite {{shortName}}, no pasará de un desconocido a otro. Nuestro equipo pequeño llega a conocerle, recuerda cómo se sentía la última vez y celebra con usted el día en que nos cuenta que por fin durmió toda la noche.',
    ],
    doctorBio: [
      'El {{doctor}}, {{doctorCredentials}}, creció en una familia en la que la quiropráctica era parte de la vida diaria. Con más de {{familyChiropractors}} quiroprácticos entre sus parientes, vio desde pequeño cómo una atención cuidadosa y práctica ayudaba a las personas a volver al trabajo, al deporte y a los momentos en familia que disfrutan. Elegir la misma profesión fue, más que una decisión de carrera, unirse a una larga conversación familiar.',
      'Después de graduarse de una universidad de quiropráctica, construyó su práctica en torno a una idea sencilla: entender la causa, no solo el síntoma. Combina ajustes precisos con trabajo de tejidos blandos, ejercicios de rehabilitación y acupuntura, y adapta cada técnica a la persona que atiende, desde niños y futuras mamás hasta deportistas, golfistas y personas que se recuperan de un accidente de auto.',
      'Los pacientes suelen comentar cuánto tiempo dedica el {{doctorShort}} a explicar lo que encuentra. Él cree que usted debe entender su propio cuerpo, por eso le explica su examen, sus radiografías cuando se necesitan y su plan con palabras sencillas, y con gusto coordina la atención con su médico o fisioterapeuta.',
    ],
    doctorFacts: [
      'Doctor en quiropráctica ({{doctorCredentials}}), graduado de una universidad de quiropráctica',
      'Con licencia para ejercer la quiropráctica en {{licensedIn}}',
      'Más de {{familyChiropractors}} quiroprácticos en su familia extendida',
      'Completó {{acupunctureTraining}} y aplica él mismo cada tratamiento de acupuntura en nuestra clínica',
      'Experiencia en lesiones por accidentes de auto, lesiones deportivas, embarazo y atención infantil',
      'Coordina la atención con médicos, fisioterapeutas y otros profesionales',
    ],
    familyButton: 'Nuestra familia quiropráctica',
    dialogHeading: 'Una familia de más de {{familyChiropractors}} quiroprácticos',
    dialogText: [
      'Pocas personas pueden decir que sus reuniones familiares parecen un seminario de quiropráctica. A lo largo de varias generaciones, más de {{familyChiropractors}} parientes del {{doctorShort}}, entre abuelos, tíos, tías y primos, se han hecho quiroprácticos, y cada uno atiende a pacientes en su propia comunidad.',
      'Esa tradición familiar marca nuestra forma de trabajar en Lenexa. Ideas, técnicas y lecciones aprendidas se comparten en la mesa, y se transmiten los mismos valores: escuchar con atención, tratar con suavidad y poner siempre al paciente primero.',
    ],
    cvLink: 'Descargue el currículum del {{doctorShort}} (PDF)',
    closeLabel: 'Cerrar',
    assistantsHeading: 'Nuestras asistentes de quiropráctica',
    assistantBios: [
      [
        'Sofia Martinez suele ser la primera voz que escucha cuando llama y la primera sonrisa que ve al llegar. Habla español e inglés con fluidez y ayuda a las familias a sentirse como en casa desde el principio, ya sea explicando un formulario de admisión, revisando los beneficios del seguro o buscando una cita que se ajuste al trabajo y a la escuela.',
        'En las salas de tratamiento, Sofia ayuda a los pacientes con las terapias y los ejercicios para la casa, y se asegura de que cada pregunta llegue al {{doctorShort}}. Los pacientes dicen que ella recuerda los detalles: un nieto recién nacido, una carrera importante, una entrevista de trabajo. Así es exactamente como le gusta trabajar.',
      ],
      [
        'Emily Carter llegó a nuestro equipo con la pasión de ayudar a las personas a moverse y sentirse mejor. Guía a los pacientes en sus estiramientos y ejercicios de rehabilitación, prepara las salas de tratamiento y se asegura de que cada visita transcurra sin contratiempos y a tiempo.',
        'Emily tiene una manera tranquila y alentadora de explicar las cosas que tranquiliza a quienes vienen por primera vez, y le encanta ver a las personas alcanzar sus metas, desde volver a cargar a un niño pequeño hasta terminar una ronda de golf sin dolor de espalda.',
      ],
    ],
    sinceLabel: 'Asistente de quiropráctica desde {{date}}',
  },
};
