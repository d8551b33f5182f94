import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'disc-injury',
  category: 'injuries',
  images: [scene('disc-injury'), scene('sciatica'), scene('xray-review'), scene('rehab-exercise')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Disc Injury Treatment in Lenexa',
      navTitle: 'Disc Injury',
      summary:
        'Gentle, careful chiropractic care for bulging and herniated discs, starting with a thorough exam so we understand what’s behind your pain.',
      description:
        'Disc injury care in Lenexa, KS: gentle chiropractic for bulging and herniated discs, X-rays on site when needed and a complimentary consultation.',
      intro: [
        'Between each pair of vertebrae in your spine sits a disc — a tough, flexible cushion that absorbs shock and lets your back bend and twist. When a disc is strained by a heavy lift, a fall, a car accident or simply years of wear, it can bulge or tear and press on nearby nerves. The result may be a deep ache in the back or neck, or pain, numbness and tingling that travels into an arm or leg.',
        'At {{shortName}}, {{doctorShort}} regularly sees disc problems in patients from Lenexa, Overland Park, Olathe and Shawnee. Our approach is careful and conservative: we find out what is going on, explain it in plain language, and use gentle techniques that respect an injured disc. Many patients find meaningful relief without medication or surgery, and when a disc injury needs a specialist, we tell you so.',
      ],
      sections: [
        {
          heading: 'What Happens When a Disc Is Injured',
          paragraphs: [
            'Each disc has a firm outer ring and a softer, gel-like center. A bulging disc pushes outward past its normal border, while a herniated disc happens when the inner material breaks through a tear in the outer ring. Either can crowd the spinal nerves that exit right beside it. Discs in the lower back and neck carry the most load and movement, which is why most disc injuries show up there.',
            'Disc injuries don’t always come from one dramatic moment. Sitting for long hours, lifting with a rounded back, repetitive bending at work and natural changes with age all add small stresses over time. Then a sneeze, a twist or picking up a laundry basket becomes the last straw. Understanding how your disc was injured helps us plan care that protects it while it heals.',
          ],
          imageAlt:
            'Illustration of two vertebrae with the disc between them bulging outward toward a nerve, showing how an injured disc can press on a spinal nerve.',
        },
        {
          heading: 'Signs of a Disc Injury — and When to Get Help Right Away',
          paragraphs: [
            'Disc pain often feels different from an ordinary muscle strain. It may be sharp or burning, worse with sitting, bending, coughing or sneezing, and easier when you lie down or walk. When a disc irritates a nerve, symptoms can travel: from the lower back into the buttock and down the leg, or from the neck into the shoulder, arm and hand. Numbness, tingling and weakness in the foot or hand are common signs that a nerve is involved.',
            'Some symptoms call for emergency care rather than a chiropractic visit, because they can mean severe pressure on the nerves at the base of the spine. Call 911 or go to the nearest emergency room if you notice any of the following:',
          ],
          list: [
            'New trouble controlling your bladder or bowels',
            'Numbness in the groin, buttocks or inner thighs',
            'Weakness in a leg or arm that is getting worse quickly',
            'Severe back or neck pain after a serious fall or accident',
          ],
          imageAlt:
            'Illustration of a leg with the sciatic nerve highlighted from the lower back down to the foot, the path disc pain can follow when a lower-back disc irritates a nerve.',
        },
        {
          heading: 'A Careful Exam Before Any Treatment',
          paragraphs: [
            'Your first visit starts with a conversation. {{doctorShort}} asks how the pain began, what makes it better or worse, and how it affects your work, sleep and family life. He then checks your posture, range of motion, reflexes, muscle strength and sensation, along with simple tests that show whether a nerve is involved and at which level of the spine the problem is likely to be.',
            'When X-rays are needed, we take them on site, so you don’t have to make a separate trip. X-rays show the alignment of the vertebrae and the height of the disc spaces, but they don’t show the disc itself. If your exam suggests a more serious injury, or your symptoms aren’t improving as expected, we’ll refer you for an MRI or to a medical specialist and coordinate with your other doctors.',
          ],
          imageAlt:
            'Illustration of a doctor pointing at an X-ray of a spine on a lightbox, as {{doctorShort}} does when reviewing alignment and the spaces between vertebrae.',
        },
        {
          heading: 'Gentle Care That Respects a Healing Disc',
          paragraphs: [
            'Disc injuries call for a light touch. Depending on your exam, your care may include gentle, low-force adjustments chosen for your injury, soft-tissue work to relax muscles that have tightened to guard the area, and, if you wish, acupuncture from our team to help calm pain. We never force a movement that reproduces sharp pain, and we adjust the plan as your body responds.',
            'Recovery also happens between visits. We’ll show you positions and simple movements that ease pressure on the disc, how to sit, lift and sleep while it heals, and when to use ice or heat, about 20 minutes at a time. As pain settles, we add exercises that strengthen the core and hip muscles that support your spine. Many patients notice improvement within the first few weeks, though every disc heals at its own pace.',
            'Not sure whether your pain is a disc problem? Walk in during our hours or request a complimentary consultation, and {{doctorShort}} will help you understand your options — including whether chiropractic care is the right fit for you or whether another provider should see you first.',
          ],
          imageAlt:
            'Illustration of a patient doing a rehabilitation exercise with a resistance band, the kind of gentle strengthening we add as a disc injury heals.',
        },
      ],
    },
    es: {
      title: 'Tratamiento de lesiones de disco en Lenexa',
      navTitle: 'Lesión de disco',
      summary:
        'Atención quiropráctica suave y cuidadosa para discos abultados y herniados, que empieza con un examen completo para entender la causa de su dolor.',
      description:
        'Lesiones de disco en Lenexa, KS: quiropráctica suave para discos abultados y herniados, radiografías en la clínica si hacen falta y consulta de cortesía.',
      intro: [
        'Entre cada par de vértebras de la columna hay un disco: un cojín resistente y flexible que amortigua los impactos y permite que la espalda se doble y gire. Cuando un disco sufre por levantar algo pesado, una caída, un accidente de auto o simplemente por años de desgaste, puede abultarse o romperse y presionar los nervios cercanos. El resultado puede ser un dolor profundo en la espalda o el cuello, o dolor, entumecimiento y hormigueo que bajan por un brazo o una pierna.',
        'En {{shortName}}, el {{doctorShort}} atiende con frecuencia problemas de disco en pacientes de Lenexa, Overland Park, Olathe y Shawnee. Nuestro enfoque es cuidadoso y conservador: averiguamos qué está pasando, se lo explicamos con palabras sencillas y usamos técnicas suaves que respetan un disco lesionado. Muchos pacientes encuentran un alivio importante sin medicamentos ni cirugía, y cuando una lesión de disco necesita un especialista, se lo decimos.',
      ],
      sections: [
        {
          heading: '¿Qué pasa cuando se lesiona un disco?',
          paragraphs: [
            'Cada disco tiene un anillo exterior firme y un centro más blando, parecido a un gel. Un disco abultado se sale de su borde normal, mientras que una hernia de disco ocurre cuando el material interior sale por una rotura del anillo exterior. En ambos casos se puede reducir el espacio de los nervios que salen justo al lado. Los discos de la parte baja de la espalda y del cuello son los que soportan más carga y movimiento, por eso la mayoría de las lesiones aparecen ahí.',
            'Las lesiones de disco no siempre vienen de un solo momento dramático. Pasar muchas horas sentado, levantar peso con la espalda encorvada, agacharse una y otra vez en el trabajo y los cambios naturales de la edad suman pequeñas tensiones con el tiempo. Luego, un estornudo, un giro o levantar la canasta de la ropa se convierte en la gota que derrama el vaso. Entender cómo se lesionó su disco nos ayuda a planear una atención que lo proteja mientras sana.',
          ],
          imageAlt:
            'Ilustración de dos vértebras con el disco entre ellas abultándose hacia un nervio, que muestra cómo un disco lesionado puede presionar un nervio de la columna.',
        },
        {
          heading: 'Señales de una lesión de disco y cuándo buscar ayuda de inmediato',
          paragraphs: [
            'El dolor de disco suele sentirse distinto a una simple distensión muscular. Puede ser agudo o ardiente, empeorar al estar sentado, agacharse, toser o estornudar, y aliviarse al acostarse o caminar. Cuando un disco irrita un nervio, los síntomas pueden extenderse: de la parte baja de la espalda a la nalga y por la pierna, o del cuello al hombro, el brazo y la mano. El entumecimiento, el hormigueo y la debilidad en el pie o la mano son señales comunes de que hay un nervio afectado.',
            'Algunos síntomas requieren atención de emergencia y no una visita quiropráctica, porque pueden indicar una presión grave sobre los nervios de la base de la columna. Llame al 911 o vaya a la sala de emergencias más cercana si nota cualquiera de lo siguiente:',
          ],
          list: [
            'Dificultad nueva para controlar la vejiga o los intestinos',
            'Entumecimiento en la ingle, las nalgas o la parte interna de los muslos',
            'Debilidad en una pierna o un brazo que empeora rápidamente',
            'Dolor fuerte de espalda o de cuello después de una caída o un accidente grave',
          ],
          imageAlt:
            'Ilustración de una pierna con el nervio ciático resaltado desde la parte baja de la espalda hasta el pie, el recorrido que puede seguir el dolor cuando un disco lumbar irrita un nervio.',
        },
        {
          heading: 'Un examen cuidadoso antes de cualquier tratamiento',
          paragraphs: [
            'Su primera visita empieza con una conversación. El {{doctorShort}} le pregunta cómo comenzó el dolor, qué lo mejora o lo empeora y cómo afecta su trabajo, su sueño y su vida familiar. Después revisa su postura, su rango de movimiento, sus reflejos, su fuerza muscular y su sensibilidad, además de pruebas sencillas que muestran si hay un nervio afectado y en qué nivel de la columna es probable que esté el problema.',
            'Cuando se necesitan radiografías, las tomamos en la clínica, así que no tiene que hacer otro viaje. Las radiografías muestran la alineación de las vértebras y la altura de los espacios entre ellas, pero no muestran el disco en sí. Si el examen sugiere una lesión más seria, o si sus síntomas no mejoran como se espera, lo referimos para una resonancia magnética o con un especialista médico, y nos coordinamos con sus otros médicos.',
          ],
          imageAlt:
            'Ilustración de un médico que señala una radiografía de la columna en un negatoscopio, como hace el {{doctorShort}} al revisar la alineación y los espacios entre las vértebras.',
        },
        {
          heading: 'Atención suave que respeta un disco en recuperación',
          paragraphs: [
            'Las lesiones de disco piden un trato delicado. Según su examen, su atención puede incluir ajustes suaves de baja fuerza elegidos para su lesión, trabajo de tejidos blandos para relajar los músculos que se han tensado para proteger la zona y, si usted lo desea, acupuntura con nuestro equipo para ayudar a calmar el dolor. Nunca forzamos un movimiento que provoque dolor agudo, y ajustamos el plan según responda su cuerpo.',
            'La recuperación también ocurre entre visitas. Le enseñamos posiciones y movimientos sencillos que alivian la presión sobre el disco, cómo sentarse, levantar cosas y dormir mientras sana, y cuándo usar hielo o calor, unos 20 minutos cada vez. A medida que el dolor baja, añadimos ejercicios que fortalecen los músculos del abdomen y la cadera que sostienen la columna. Muchos pacientes notan mejoría en las primeras semanas, aunque cada disco sana a su propio ritmo.',
            '¿No está seguro de si su dolor viene de un disco? Venga sin cita durante nuestro horario o pida una consulta de cortesía, y el {{doctorShort}} le ayudará a entender sus opciones, incluso si la quiropráctica es lo adecuado para usted o si conviene que otro profesional lo vea primero.',
          ],
          imageAlt:
            'Ilustración de un paciente que hace un ejercicio de rehabilitación con una banda elástica, el tipo de fortalecimiento suave que añadimos mientras sana una lesión de disco.',
        },
      ],
    },
  },
};
