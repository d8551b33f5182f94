import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'arm-leg',
  category: 'extremities',
  images: [scene('arm-leg-pain'), scene('nervous-system'), scene('chiropractic-adjustment')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Relief for Arm and Leg Pain',
      navTitle: 'Arm and Leg Pain',
      summary:
        'Pain, tingling or numbness in an arm or leg often starts in the spine or a nearby joint. We look for the source and care for it gently.',
      description:
        'Arm and leg pain care in Lenexa: we trace pain, numbness and tingling to the spine, nerves or joints and treat the source gently and carefully.',
      intro: [
        'Pain in an arm or leg doesn’t always start where you feel it. The nerves that reach your hands and feet begin in your neck and lower back, so an irritated nerve root or a stiff spinal joint can send aching, burning, tingling or numbness all the way down a limb. Other times the source is closer to the pain: an overworked elbow, a tight hip, a strained calf or a knee that isn’t moving well.',
        'At {{shortName}} in Lenexa, {{doctorShort}} takes the time to find where your pain actually comes from. Once we know the source, we can care for it directly, which many patients find brings more lasting relief than treating only the spot that hurts. Patients from {{citiesServed}} come to us for this careful, whole-body approach.',
      ],
      sections: [
        {
          heading: 'Where Arm and Leg Pain Comes From',
          paragraphs: [
            'Your nerves travel like wiring from the spinal cord, out between the vertebrae, and down through the shoulders, elbows, hips and knees to your fingers and toes. Pressure or irritation anywhere along that path can cause symptoms farther down the line. That’s why a problem in the neck may show up as tingling fingers, and a problem in the lower back may be felt as pain in the calf or foot.',
            'We also look at the joints and muscles themselves, because arms and legs work hard every day and overuse is common at work, at home and in sports. Arm and leg pain often traces back to one of these sources:',
          ],
          list: [
            'Irritated nerve roots from a bulging or herniated disc in the neck or lower back',
            'Sciatica, when the sciatic nerve is pinched or irritated',
            'Stiff or poorly moving joints in the spine, shoulder, elbow, wrist, hip, knee or ankle',
            'Muscle strains and tendon overuse from work, sports or repetitive tasks',
            'A nerve squeezed near a joint, such as the median nerve at the wrist in carpal tunnel syndrome',
          ],
          imageAlt:
            'Illustration of an arm and a leg with their nerve pathways highlighted, tracing how nerves run from the spine to the hands and feet.',
        },
        {
          heading: 'Finding the Source — and Knowing the Red Flags',
          paragraphs: [
            'Your exam includes a detailed history, posture and movement checks, and neurological tests of reflexes, strength and sensation in both limbs. Comparing the two sides and testing each nerve pathway helps {{doctorShort}} tell whether the problem starts in the spine, a joint or the soft tissues. X-rays are available on site when they’re needed, and we explain every finding in plain language.',
            'Some arm and leg symptoms are not a job for a chiropractor. Call 911 right away for chest pain or pain in the left arm with shortness of breath, sweating or nausea, which can signal a heart attack, or for sudden weakness or numbness on one side of the body, a drooping face or trouble speaking, which can signal a stroke. A painful, swollen, warm calf can mean a blood clot and needs same-day medical care.',
            'See a physician promptly if numbness is spreading, weakness is getting worse, or pain follows a significant fall or injury. If we find anything during your exam that needs medical attention, we’ll tell you clearly and help you get to the right provider.',
          ],
          imageAlt:
            'Illustration of a brain and spinal cord with nerves branching out to the body, showing how one irritated nerve pathway can carry symptoms into an arm or leg.',
        },
        {
          heading: 'Gentle Care to Restore Comfortable Movement',
          paragraphs: [
            'When the source is in the spine, gentle chiropractic adjustments may help restore motion to stiff segments and ease irritation of the nerves that supply your arms and legs. When a shoulder, elbow, wrist, hip, knee or ankle is involved, we can adjust those joints directly and work on the surrounding muscles and tendons. If you’d like, acupuncture from our team can be added to help ease pain.',
            'We pair hands-on care with simple stretches, strengthening exercises and changes to the way you sit, lift, work or train, so your arms and legs are better supported between visits. Some patients feel some relief in the same visit and others improve over several visits, since results vary from person to person; we check your progress at each appointment and adjust the plan as you improve. Walk-ins are welcome, and new patients can start with a complimentary consultation.',
          ],
          imageAlt:
            'Illustration of a chiropractor’s hands gently adjusting the upper back of a patient lying face-down on a treatment table, easing spinal stiffness that can send pain into the arms.',
        },
      ],
    },
    es: {
      title: 'Alivio para el dolor de brazos y piernas',
      navTitle: 'Dolor de brazos y piernas',
      summary:
        'El dolor, el hormigueo o el entumecimiento en un brazo o una pierna suelen empezar en la columna o en una articulación cercana. Buscamos el origen y lo tratamos con suavidad.',
      description:
        'Dolor de brazos y piernas en Lenexa: buscamos el origen del dolor, el entumecimiento o el hormigueo en la columna, los nervios o las articulaciones.',
      intro: [
        'El dolor en un brazo o una pierna no siempre empieza donde se siente. Los nervios que llegan a las manos y los pies nacen en el cuello y en la parte baja de la espalda, así que la raíz de un nervio irritada o una articulación rígida de la columna puede provocar dolor, ardor, hormigueo o entumecimiento a lo largo de toda la extremidad. Otras veces el origen está más cerca del dolor: un codo sobrecargado, una cadera tensa, una pantorrilla lastimada o una rodilla que no se mueve bien.',
        'En {{shortName}}, en Lenexa, el {{doctorShort}} se toma el tiempo de encontrar de dónde viene realmente su dolor. Cuando conocemos el origen, podemos tratarlo directamente, y muchos pacientes notan que así el alivio dura más que si solo se trata el lugar que duele. Pacientes de {{citiesServed}} vienen a nosotros por esta atención cuidadosa que mira el cuerpo entero.',
      ],
      sections: [
        {
          heading: '¿De dónde viene el dolor de brazos y piernas?',
          paragraphs: [
            'Los nervios recorren el cuerpo como un cableado: salen de la médula espinal, pasan entre las vértebras y bajan por los hombros, los codos, las caderas y las rodillas hasta los dedos de las manos y de los pies. Una presión o irritación en cualquier punto de ese camino puede causar síntomas más abajo. Por eso un problema en el cuello puede sentirse como hormigueo en los dedos, y un problema en la parte baja de la espalda, como dolor en la pantorrilla o el pie.',
            'También revisamos las articulaciones y los músculos, porque los brazos y las piernas trabajan duro todos los días y la sobrecarga es común en el trabajo, en la casa y en el deporte. El dolor de brazos y piernas suele venir de alguna de estas causas:',
          ],
          list: [
            'Raíces nerviosas irritadas por un disco abultado o herniado en el cuello o en la parte baja de la espalda',
            'Ciática, cuando el nervio ciático está comprimido o irritado',
            'Articulaciones rígidas o que no se mueven bien en la columna, el hombro, el codo, la muñeca, la cadera, la rodilla o el tobillo',
            'Distensiones musculares y sobrecarga de tendones por el trabajo, el deporte o tareas repetitivas',
            'Un nervio comprimido cerca de una articulación, como el nervio mediano en la muñeca en el síndrome del túnel carpiano',
          ],
          imageAlt:
            'Ilustración de un brazo y una pierna con sus recorridos nerviosos resaltados, que muestra cómo los nervios van de la columna a las manos y los pies.',
        },
        {
          heading: 'Encontrar el origen y reconocer las señales de alarma',
          paragraphs: [
            'Su examen incluye una historia detallada, revisión de la postura y el movimiento, y pruebas neurológicas de reflejos, fuerza y sensibilidad en ambas extremidades. Comparar los dos lados y revisar cada recorrido nervioso ayuda al {{doctorShort}} a saber si el problema empieza en la columna, en una articulación o en los tejidos blandos. Tenemos radiografías en la clínica cuando hacen falta, y le explicamos cada resultado con palabras sencillas.',
            'Algunos síntomas en brazos y piernas no le corresponden a un quiropráctico. Llame al 911 de inmediato si tiene dolor en el pecho o en el brazo izquierdo con falta de aire, sudor o náuseas, porque puede ser un ataque al corazón, o si tiene debilidad o entumecimiento repentinos en un lado del cuerpo, la cara caída o dificultad para hablar, porque puede ser un derrame cerebral. Una pantorrilla adolorida, hinchada y caliente puede indicar un coágulo y necesita atención médica el mismo día.',
            'Consulte pronto a un médico si el entumecimiento se está extendiendo, si la debilidad empeora o si el dolor empezó después de una caída o lesión importante. Si durante su examen encontramos algo que necesita atención médica, se lo diremos con claridad y le ayudaremos a llegar con el profesional adecuado.',
          ],
          imageAlt:
            'Ilustración de un cerebro y una médula espinal con nervios que se ramifican hacia el cuerpo, que muestra cómo un recorrido nervioso irritado puede llevar síntomas a un brazo o una pierna.',
        },
        {
          heading: 'Atención suave para volver a moverse con comodidad',
          paragraphs: [
            'Cuando el origen está en la columna, los ajustes quiroprácticos suaves pueden ayudar a devolver el movimiento a los segmentos rígidos y a reducir la irritación de los nervios que llegan a los brazos y las piernas. Cuando hay un hombro, un codo, una muñeca, una cadera, una rodilla o un tobillo afectado, podemos ajustar esas articulaciones directamente y trabajar los músculos y tendones que las rodean. Si lo desea, nuestro equipo puede añadir acupuntura para ayudar a aliviar el dolor.',
            'Combinamos la atención manual con estiramientos sencillos, ejercicios de fortalecimiento y cambios en su forma de sentarse, levantar cosas, trabajar o entrenar, para que sus brazos y piernas tengan mejor apoyo entre visitas. Algunos pacientes sienten algo de alivio en la misma visita y otros mejoran a lo largo de varias visitas, porque los resultados varían de una persona a otra; revisamos su progreso en cada cita para ajustar el plan a medida que mejora. Puede venir sin cita, y los pacientes nuevos pueden empezar con una consulta de cortesía.',
          ],
          imageAlt:
            'Ilustración de las manos de un quiropráctico que ajustan con suavidad la parte alta de la espalda de un paciente acostado boca abajo en una camilla, aliviando la rigidez de la columna que puede causar dolor en los brazos.',
        },
      ],
    },
  },
};
