import type { Locale } from '@/lib/i18n';
import type {
  AboutCopy,
  AppointmentCopy,
  ContactCopy,
  FormsCopy,
  NewPatientCopy,
  PatientsCopy,
  ReviewUsCopy,
  TeamCopy,
  TestimonialsCopy,
} from '@/content/types';

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

/** /patients/forms */
export const formsPage: Record<Locale, FormsCopy> = {
  en: {
    title: 'Forms: Download, Print, and Submit',
    summary:
      'Save time at your first visit: complete your intake form at home, then fax it to us or bring it with you.',
    description:
      'Download the intake forms for {{shortName}} in Lenexa, KS: one for general care, one for auto accident injuries. Print, complete, then fax or bring them.',
    intro: [
      'Filling out your paperwork at home means less time on a clipboard in our waiting room and more time with {{doctorShort}}. It also gives you the chance to look up dates, medications and insurance details without feeling rushed.',
      'Choose the form that matches the reason for your visit. If you are not sure which one to use, or you would rather fill it out in the office, that is fine too: just arrive about 15 minutes early and we will have a copy ready for you.',
    ],
    stepsHeading: 'How it works',
    steps: [
      'Download the PDF form that fits your visit using one of the buttons below. It opens in a new tab from our secure intake partner.',
      'Print the form and complete it in blue or black ink. Take your time, and leave blank anything you are unsure about; we will go over it together.',
      'Fax the completed form to us at {{fax}}, or bring it with you to your appointment.',
      'Bring your photo ID and insurance card to your visit as well. For an auto accident, bring your claim number and the other driver’s insurance details if you have them.',
    ],
    buttonsHeading: 'Choose your intake form',
    nonAutoLabel: 'Non Auto Injury Intake Form',
    nonAutoDescription:
      'For most new patients: back or neck pain, headaches, sports or work injuries, pregnancy and family care, wellness visits and acupuncture.',
    autoLabel: 'Auto Accident Related Intake Form',
    autoDescription:
      'For anyone seeking care after a car, truck or motorcycle accident, including passengers. It records the details of the crash that your insurance claim will need.',
    pdfReaderText:
      'Our forms are PDF files. If a form does not open or print correctly, you may need a free PDF reader.',
    pdfReaderLink: 'Download a free PDF reader',
    privacyNote:
      'Our forms are hosted by our secure intake partner. Please do not send health information by email: regular email is not a secure way to share it. Fax your completed form or bring it to your appointment instead.',
  },
  es: {
    title: 'Formularios: descargue, imprima y envíe',
    summary:
      'Ahorre tiempo en su primera visita: llene su formulario de admisión en casa y luego envíenoslo por fax o tráigalo con usted.',
    description:
      'Descargue los formularios de admisión de {{shortName}} en Lenexa, KS, para atención general o accidentes de auto. Imprímalos, llénelos y envíelos o tráigalos.',
    intro: [
      'Llenar sus documentos en casa significa menos tiempo con una tablilla en la sala de espera y más tiempo con el {{doctorShort}}. Además, puede buscar con calma fechas, medicamentos y datos de su seguro.',
      'Elija el formulario que corresponde al motivo de su visita. Si no está seguro de cuál usar, o prefiere llenarlo en la clínica, no hay problema: llegue unos 15 minutos antes y le tendremos una copia lista.',
    ],
    stepsHeading: 'Cómo funciona',
    steps: [
      'Descargue el formulario en PDF que corresponde a su visita con uno de los botones de abajo. Se abre en una pestaña nueva, en el sitio seguro de nuestro proveedor de formularios de admisión.',
      'Imprima el formulario y llénelo con tinta azul o negra. Tómese su tiempo y deje en blanco lo que no sepa; lo revisaremos juntos.',
      'Envíenos el formulario completo por fax al {{fax}} o tráigalo a su cita.',
      'Traiga también su identificación con foto y su tarjeta del seguro. Si se trata de un accidente de auto, traiga su número de reclamo y los datos del seguro del otro conductor, si los tiene.',
    ],
    buttonsHeading: 'Elija su formulario de admisión',
    nonAutoLabel: 'Formulario de admisión para lesiones no relacionadas con accidentes de auto',
    nonAutoDescription:
      'Para la mayoría de los pacientes nuevos: dolor de espalda o de cuello, dolores de cabeza, lesiones deportivas o laborales, embarazo y atención familiar, bienestar y acupuntura.',
    autoLabel: 'Formulario de admisión por accidente de auto',
    autoDescription:
      'Para cualquier persona que busque atención después de un accidente de auto, camioneta o motocicleta, incluidos los pasajeros. Recoge los detalles del choque que necesitará su reclamo al seguro.',
    pdfReaderText:
      'Nuestros formularios son archivos PDF. Si un formulario no se abre o no se imprime bien, es posible que necesite un lector de PDF gratuito.',
    pdfReaderLink: 'Descargue un lector de PDF gratuito',
    privacyNote:
      'Nuestros formularios están en el sitio seguro de nuestro proveedor de formularios de admisión. Por favor, no nos envíe información de salud por correo electrónico: el correo común no es una forma segura de compartirla. Envíe su formulario por fax o tráigalo a su cita.',
  },
};

/** /patients/review-us */
export const reviewUsPage: Record<Locale, ReviewUsCopy> = {
  en: {
    title: 'Leave Us a Review',
    summary:
      'Your honest words help families in Lenexa and nearby communities decide where to turn when they are hurting. It takes about two minutes.',
    description:
      'Share your experience at {{shortName}} in Lenexa, KS on Google Maps. Step-by-step help to leave a review in about two minutes.',
    intro: [
      'Most of our new patients tell us they found us through a friend, a neighbor or an online review. When you share your experience, you help someone who is in pain decide whether we are the right place for them.',
      'It also helps us. We read every review, and your feedback, good or critical, shapes how we care for the next person who walks through our door.',
    ],
    stepsHeading: 'How to leave a review on Google Maps',
    steps: [
      'Select the “Review us on Google” button below. It opens our Google Maps listing in a new tab.',
      'Sign in to your Google account if you are asked to. Any free Google account works.',
      'Choose “Write a review” and select from one to five stars.',
      'Tell others about your visit in a few sentences: how you were welcomed, how the visit went and how you feel now.',
      'Select “Post”. That’s it: thank you for helping your neighbors find care.',
    ],
    reviewButton: 'Review us on Google',
    testimonialsText: 'Curious what other patients have said about their visits?',
    testimonialsLink: 'Read our patient testimonials',
    note: 'We never pay for reviews, offer anything in exchange for them, or filter which ones appear. Please keep private health details out of a public review: a general description of your experience is all anyone needs. If something about your visit did not meet your expectations, we would also like to hear from you directly at {{phone}}.',
  },
  es: {
    title: 'Déjenos una reseña',
    summary:
      'Sus palabras sinceras ayudan a las familias de Lenexa y las comunidades cercanas a decidir dónde buscar ayuda cuando tienen dolor. Solo le tomará unos dos minutos.',
    description:
      'Comparta su experiencia en {{shortName}}, Lenexa, KS, en Google Maps. Le explicamos paso a paso cómo dejar una reseña en unos dos minutos.',
    intro: [
      'La mayoría de nuestros pacientes nuevos nos cuentan que nos encontraron por un amigo, un vecino o una reseña en internet. Cuando usted comparte su experiencia, ayuda a alguien que tiene dolor a decidir si somos el lugar adecuado para esa persona.',
      'También nos ayuda a nosotros. Leemos cada reseña, y sus comentarios, ya sean elogios o críticas, nos ayudan a atender mejor a la próxima persona que llegue a nuestra clínica.',
    ],
    stepsHeading: 'Cómo dejar una reseña en Google Maps',
    steps: [
      'Seleccione el botón “Déjenos una reseña en Google” que aparece abajo. Se abrirá nuestra página de Google Maps en una pestaña nueva.',
      'Inicie sesión en su cuenta de Google si se lo pide. Sirve cualquier cuenta gratuita de Google.',
      'Elija la opción para escribir una reseña y seleccione de una a cinco estrellas.',
      'Cuente su visita en unas pocas frases: cómo le recibieron, cómo fue la atención y cómo se siente ahora.',
      'Seleccione “Publicar”. ¡Listo! Gracias por ayudar a sus vecinos a encontrar atención.',
    ],
    reviewButton: 'Déjenos una reseña en Google',
    testimonialsText: '¿Quiere saber qué opinan otros pacientes de sus visitas?',
    testimonialsLink: 'Lea los testimonios de nuestros pacientes',
    note: 'Nunca pagamos por reseñas, no ofrecemos nada a cambio de ellas ni filtramos cuáles se publican. Por favor, no incluya detalles privados de su salud en una reseña pública: basta con una descripción general de su experiencia. Si algo de su visita no cumplió sus expectativas, también nos gustaría que nos lo dijera directamente al {{phone}}.',
  },
};

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
    sinceLabel: 'Chiropractic assistant since {date}',
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
    sinceLabel: 'Asistente de quiropráctica desde {date}',
  },
};

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
      'Se habla español: our team can help you in {{languagesOr}}.',
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

/** /appointment */
export const appointmentPage: Record<Locale, AppointmentCopy> = {
  en: {
    title: 'Schedule Your Appointment',
    summary:
      'Pick a day and time that works for you in a few clicks. New patients can start with a complimentary consultation.',
    description:
      'Book a chiropractic or acupuncture appointment online at {{shortName}} in Lenexa, KS. Prefer the phone? Call us, or walk in during office hours.',
    intro: [
      'Booking online takes about a minute. Choose the time that suits you, tell us briefly what is bothering you, and we will have everything ready when you arrive.',
      'New to {{shortName}}? Your first visit starts with a conversation about your health history and goals, followed by an exam with {{doctorShort}} and, when they are needed, X-rays taken right here. When it is safe to treat, care can often begin the same day.',
    ],
    widgetHeading: 'Choose a time that works for you',
    helpHeading: 'Trouble booking online?',
    helpText:
      'Call us at {{phone}} and we will find a time together, or simply walk in during office hours: walk-ins are always welcome.',
    whatToBringHeading: 'What to bring to your first visit',
    whatToBring: [
      'A photo ID',
      'Your insurance card, and your claim number if you were in an auto accident',
      'A list of your medications and supplements',
      'Any recent X-rays, MRI reports or medical records related to your symptoms',
      'Comfortable clothing that lets you move and bend easily',
      'Your completed intake form, or arrive 15 minutes early to fill it out here',
    ],
  },
  es: {
    title: 'Programe su cita',
    summary:
      'Elija en pocos clics el día y la hora que le convengan. Los pacientes nuevos pueden comenzar con una consulta de cortesía.',
    description:
      'Reserve en línea su cita de quiropráctica o acupuntura en {{shortName}}, Lenexa, KS. ¿Prefiere llamar? Llámenos o venga sin cita en nuestro horario.',
    intro: [
      'Reservar en línea toma alrededor de un minuto. Elija el horario que le convenga, cuéntenos brevemente qué le molesta y tendremos todo listo cuando llegue.',
      '¿Es nuevo en {{shortName}}? Su primera visita empieza con una conversación sobre su historial de salud y sus metas, seguida de un examen con el {{doctorShort}} y, cuando se necesitan, radiografías tomadas aquí mismo. Cuando es seguro tratar, la atención a menudo puede empezar el mismo día.',
    ],
    widgetHeading: 'Elija el horario que le convenga',
    helpHeading: '¿Tiene problemas para reservar en línea?',
    helpText:
      'Llámenos al {{phone}} y buscaremos un horario juntos, o simplemente venga durante el horario de atención: siempre atendemos sin cita.',
    whatToBringHeading: 'Qué traer a su primera visita',
    whatToBring: [
      'Una identificación con foto',
      'Su tarjeta del seguro y, si tuvo un accidente de auto, su número de reclamo',
      'Una lista de sus medicamentos y suplementos',
      'Radiografías, informes de resonancia magnética o expedientes médicos recientes relacionados con sus síntomas',
      'Ropa cómoda que le permita moverse y agacharse con facilidad',
      'Su formulario de admisión completo, o llegue 15 minutos antes para llenarlo aquí',
    ],
  },
};
