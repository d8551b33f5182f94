import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'whiplash',
  category: 'injuries',
  images: [
    scene('whiplash'),
    scene('auto-injury'),
    scene('chiropractic-adjustment'),
    scene('treatment-plan'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Whiplash Treatment After a Car Accident',
      navTitle: 'Whiplash',
      summary:
        'Whiplash symptoms can take days to appear. We check your neck carefully after a car accident and offer gentle care to help you move comfortably again.',
      description:
        'Whiplash treatment in Lenexa after a car accident: a careful neck exam, X-rays on site when needed and gentle chiropractic care. Walk-ins welcome.',
      intro: [
        'Whiplash is one of the most common injuries after a car accident, and it doesn’t take a high-speed crash to cause it. Even a low-speed fender-bender can throw the head backward and forward faster than the neck muscles can react, straining the ligaments, muscles and joints that hold the neck together.',
        'At {{shortName}}, we help drivers and passengers from Lenexa and across Johnson County understand what happened to their neck and what they can do about it. {{doctorShort}} checks for injury carefully, explains the findings in plain language, and uses gentle chiropractic care to help you move comfortably again. We also keep clear records of your exam and care, which can help with an insurance claim.',
      ],
      sections: [
        {
          heading: 'What Whiplash Does to Your Neck',
          paragraphs: [
            'In a collision, your body is pushed forward with the seat while your head lags behind, then whips forward as the body stops. That rapid back-and-forth motion can overstretch or tear the ligaments, muscles and tendons of the neck, irritate the small joints between the vertebrae and, in some cases, injure the discs. Because the forces travel through the whole spine, the upper and lower back can be affected too.',
            'Whiplash is mostly a soft-tissue injury, so it rarely shows up on an X-ray. That doesn’t make it any less real. Injured tissues become inflamed, nearby muscles tighten to protect them, and movement becomes painful and limited. Many people recover well, but others are left with stiffness, headaches or reduced range of motion that can linger for months, which is why early, careful attention matters.',
          ],
          imageAlt:
            'Illustration of a head and neck with arrows showing the rapid back-and-forth motion of whiplash during a collision.',
        },
        {
          heading: 'Know the Signs — Even Days Later',
          paragraphs: [
            'Adrenaline after an accident can mask pain, and inflammation takes time to build. Many people feel fine at the scene, then wake up stiff and sore the next morning or notice symptoms only several days later. That’s why it’s wise to be checked after any collision, even if you walked away feeling lucky.',
            'Some signs need emergency care first. A severe or worsening headache, confusion, fainting, repeated vomiting, or numbness and weakness in the arms or legs mean you should call 911 or go to the emergency room. For the more common symptoms of whiplash listed below, a prompt chiropractic exam can help you understand your injury and begin recovery:',
          ],
          list: [
            'Neck pain and stiffness, especially when turning your head',
            'Headaches that start at the base of the skull',
            'Pain or tightness across the shoulders and upper back',
            'Tingling or aching that travels into the arms',
            'Dizziness, fatigue or trouble concentrating — tell your physician too, as these can be signs of a concussion',
            'Jaw pain or ringing in the ears',
          ],
          imageAlt:
            'Illustration of a car with a dented rear bumper beside a driver holding the back of their neck after a rear-end collision.',
        },
        {
          heading: 'How We Evaluate and Treat Whiplash',
          paragraphs: [
            '{{doctorShort}} begins with a detailed history of the accident — where you were sitting, the direction of impact, whether your head was turned — followed by a hands-on exam of your neck and upper back, range-of-motion and neurological checks, and X-rays on site when they’re needed to check alignment and look for bone injury. If anything suggests a fracture, a concussion or nerve damage, we refer you to the right medical provider first.',
            'Care for whiplash is gentle and gradual. It may include light chiropractic adjustments to restore motion to stiff joints, soft-tissue work to ease muscle spasm, and guided stretches and exercises to rebuild strength and control in the neck and shoulders. Some patients feel some relief in the same visit and others improve over several visits, since results vary from person to person; we track your progress at each appointment so your plan changes as you improve.',
          ],
          imageAlt:
            'Illustration of a chiropractor’s hands gently adjusting the upper back of a patient lying face-down on a treatment table, part of gentle whiplash care.',
        },
        {
          heading: 'Recovery at Home and Help With the Paperwork',
          paragraphs: [
            'What you do between visits matters. We’ll show you how to use ice or heat in intervals of no more than 20 minutes, which gentle movements to keep doing so the neck doesn’t stiffen, and how to set up your headrest, pillow and workstation to support healing. Staying gently active usually helps more than keeping the neck still, unless a physician has told you otherwise.',
            'After an accident, you’re also dealing with insurers and forms. We document your exam findings, treatment and progress clearly, which can support an auto insurance or personal injury claim. Coverage depends on your policy, so call us to confirm before your visit. When you’re ready, walk in during our hours or request a complimentary consultation, and our team will walk you through the next steps.',
          ],
          imageAlt:
            'Illustration of a calendar with several visits checked off beside a clipboard with a care plan, showing a whiplash recovery plan over several weeks.',
        },
      ],
    },
    es: {
      title: 'Tratamiento del latigazo cervical tras un accidente de auto',
      navTitle: 'Latigazo cervical',
      summary:
        'Los síntomas del latigazo cervical pueden tardar días en aparecer. Revisamos su cuello con cuidado tras un accidente y le ofrecemos atención suave.',
      description:
        'Latigazo cervical tras un accidente de auto en Lenexa: examen cuidadoso del cuello, radiografías si hacen falta y quiropráctica suave. Sin cita previa.',
      intro: [
        'El latigazo cervical es una de las lesiones más comunes después de un accidente de auto, y no hace falta un choque a alta velocidad para sufrirlo. Incluso un golpe leve a baja velocidad puede lanzar la cabeza hacia atrás y hacia adelante más rápido de lo que los músculos del cuello alcanzan a reaccionar, y así lastimar los ligamentos, los músculos y las articulaciones que sostienen el cuello.',
        'En {{shortName}} ayudamos a conductores y pasajeros de Lenexa y de todo el condado de Johnson a entender qué le pasó a su cuello y qué pueden hacer al respecto. El {{doctorShort}} revisa con cuidado si hay lesiones, le explica los resultados con palabras sencillas y usa atención quiropráctica suave para ayudarle a moverse de nuevo con comodidad. También llevamos un registro claro de su examen y su atención, que puede ser útil para un reclamo al seguro.',
      ],
      sections: [
        {
          heading: 'Lo que el latigazo cervical le hace a su cuello',
          paragraphs: [
            'En un choque, el cuerpo se empuja hacia adelante con el asiento mientras la cabeza se queda atrás, y luego sale disparada hacia adelante cuando el cuerpo se detiene. Ese movimiento rápido de ida y vuelta puede estirar de más o desgarrar los ligamentos, los músculos y los tendones del cuello, irritar las pequeñas articulaciones entre las vértebras y, en algunos casos, lesionar los discos. Como la fuerza recorre toda la columna, la parte alta y la parte baja de la espalda también pueden verse afectadas.',
            'El latigazo cervical es sobre todo una lesión de tejidos blandos, por eso casi nunca se ve en una radiografía. Eso no la hace menos real. Los tejidos lesionados se inflaman, los músculos cercanos se tensan para protegerlos y moverse se vuelve doloroso y limitado. Muchas personas se recuperan bien, pero otras se quedan con rigidez, dolores de cabeza o menos movilidad durante meses; por eso importa recibir atención temprana y cuidadosa.',
          ],
          imageAlt:
            'Ilustración de una cabeza y un cuello con flechas que muestran el movimiento rápido de ida y vuelta del latigazo cervical durante un choque.',
        },
        {
          heading: 'Conozca las señales, incluso días después',
          paragraphs: [
            'La adrenalina después de un accidente puede ocultar el dolor, y la inflamación tarda en aparecer. Muchas personas se sienten bien en el lugar del choque y a la mañana siguiente despiertan rígidas y adoloridas, o notan los síntomas solo varios días después. Por eso conviene hacerse revisar después de cualquier choque, aunque haya salido caminando y sintiéndose afortunado.',
            'Algunas señales requieren atención de emergencia primero. Un dolor de cabeza fuerte o que empeora, confusión, desmayos, vómitos repetidos, o entumecimiento y debilidad en los brazos o las piernas significan que debe llamar al 911 o ir a la sala de emergencias. Para los síntomas más comunes del latigazo cervical, que se enumeran abajo, un examen quiropráctico a tiempo puede ayudarle a entender su lesión y empezar a recuperarse:',
          ],
          list: [
            'Dolor y rigidez en el cuello, sobre todo al girar la cabeza',
            'Dolores de cabeza que empiezan en la base del cráneo',
            'Dolor o tensión en los hombros y la parte alta de la espalda',
            'Hormigueo o dolor que baja por los brazos',
            'Mareo, cansancio o dificultad para concentrarse; dígaselo también a su médico, porque pueden ser señales de una conmoción cerebral',
            'Dolor en la mandíbula o zumbido en los oídos',
          ],
          imageAlt:
            'Ilustración de un auto con la defensa trasera abollada junto a un conductor que se sujeta la nuca después de un choque por alcance.',
        },
        {
          heading: 'Cómo evaluamos y tratamos el latigazo cervical',
          paragraphs: [
            'El {{doctorShort}} empieza con una historia detallada del accidente: dónde iba sentado, de qué dirección vino el golpe y si tenía la cabeza girada. Luego hace un examen manual del cuello y la parte alta de la espalda, pruebas de movilidad y neurológicas, y radiografías en la clínica cuando hacen falta para revisar la alineación y descartar lesiones en los huesos. Si algo sugiere una fractura, una conmoción cerebral o daño en los nervios, primero lo referimos con el profesional médico adecuado.',
            'La atención del latigazo cervical es suave y gradual. Puede incluir ajustes quiroprácticos ligeros para devolver el movimiento a las articulaciones rígidas, trabajo de tejidos blandos para aliviar los espasmos musculares, y estiramientos y ejercicios guiados para recuperar la fuerza y el control del cuello y los hombros. Algunos pacientes sienten algo de alivio en la misma visita y otros mejoran a lo largo de varias visitas, porque los resultados varían de una persona a otra; revisamos su progreso en cada cita para ajustar el plan a medida que mejora.',
          ],
          imageAlt:
            'Ilustración de las manos de un quiropráctico que ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla, como parte de una atención suave del latigazo cervical.',
        },
        {
          heading: 'Recuperación en casa y ayuda con el papeleo',
          paragraphs: [
            'Lo que hace entre visitas importa. Le enseñamos a usar hielo o calor en intervalos de no más de 20 minutos, qué movimientos suaves seguir haciendo para que el cuello no se ponga rígido y cómo acomodar la cabecera del asiento, la almohada y su lugar de trabajo para favorecer la recuperación. Mantenerse activo con suavidad suele ayudar más que dejar el cuello inmóvil, salvo que un médico le haya indicado otra cosa.',
            'Después de un accidente también tiene que lidiar con aseguradoras y formularios. Documentamos con claridad los resultados de su examen, su tratamiento y su progreso, lo que puede respaldar un reclamo al seguro de auto o por lesiones personales. La cobertura depende de su póliza, así que llámenos para confirmarla antes de su visita. Cuando esté listo, venga sin cita durante nuestro horario o pida una consulta de cortesía, y nuestro equipo le explicará los siguientes pasos.',
          ],
          imageAlt:
            'Ilustración de un calendario con varias visitas marcadas junto a un portapapeles con un plan de atención, que muestra un plan de recuperación del latigazo cervical a lo largo de varias semanas.',
        },
      ],
    },
  },
};
