import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'sciatica',
  category: 'spine-related',
  images: [
    scene('sciatica'),
    scene('disc-injury'),
    scene('chiropractic-adjustment'),
    scene('ice-heat'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Relieving Sciatic Nerve Pain in Lenexa',
      navTitle: 'Sciatica',
      summary:
        'Sciatica can send sharp pain, tingling or numbness from your lower back down your leg. We find what is irritating the nerve and offer gentle, drug-free care.',
      description:
        'Sciatica care in Lenexa, KS: {{shortName}} finds what is irritating your sciatic nerve and offers gentle chiropractic care. Complimentary consultation.',
      intro: [
        'Sciatica is hard to ignore. A sharp, burning or electric pain runs from the lower back or buttock down the back of the leg, sometimes all the way to the foot. Sitting through a meeting, driving across town or getting out of bed can suddenly feel like a challenge, and the pain can come and go in ways that are hard to predict.',
        'At {{shortName}} in Lenexa, we help patients from Lenexa, Overland Park, Olathe, Shawnee and nearby communities understand why their sciatic nerve is irritated and what they can do about it. {{doctorShort}} looks for the source of the pressure on the nerve and builds a gentle, step-by-step plan, and he tells you clearly when a physician or specialist should be part of your care.',
      ],
      sections: [
        {
          heading: 'What Is Sciatica?',
          paragraphs: [
            'The sciatic nerve is the longest and thickest nerve in the body. It forms from nerve roots in the lower spine, passes through the buttock and runs down the back of each leg to the foot. Sciatica is not a diagnosis by itself but a description of symptoms: pain, tingling, numbness or weakness along the path of that nerve, usually on one side of the body.',
            'The pain is often worse when you sit for a long time, cough, sneeze or bend forward, and it may ease when you walk or lie down. Some people feel mostly back and buttock pain; others feel little in the back and a lot in the calf or foot. Because the symptoms vary so much, a careful exam is the first step toward the right care.',
          ],
          imageAlt:
            'A leg with the sciatic nerve highlighted from the lower back down to the foot, the path sciatica pain follows.',
        },
        {
          heading: 'What Irritates the Sciatic Nerve',
          paragraphs: [
            'Sciatica happens when something presses on or inflames the nerve roots in the lower back or the nerve itself further down. Finding out which one applies to you matters, because each cause calls for a slightly different approach. {{doctorShort}} tests your movement, strength, reflexes and sensation, and we can take X-rays on site when they are needed. The most common causes include:',
          ],
          list: [
            'A bulging or herniated disc pressing on a nerve root in the lower back',
            'Spinal stenosis, a narrowing of the spaces the nerves pass through, more common with age',
            'Stiff or irritated joints in the lower back or pelvis',
            'A tight piriformis muscle deep in the buttock squeezing the nerve',
            'A vertebra that has slipped forward over the one below it (spondylolisthesis)',
            'Pregnancy, long hours of sitting or a recent strain from lifting',
          ],
          imageAlt:
            'Two vertebrae with the disc between them bulging outward toward a nerve, a common cause of sciatica.',
        },
        {
          heading: 'How We Help Sciatica Calm Down',
          paragraphs: [
            'Once we understand what is irritating the nerve, your care may include gentle chiropractic adjustments to improve motion in the lower back and pelvis, soft-tissue work for tight muscles such as the piriformis, acupuncture, and specific stretches and exercises that take pressure off the nerve. We start gently, especially when pain is high, and adjust the plan as you improve.',
            'Many patients find that their leg pain eases and moves back toward the lower back as they recover, which is often a good sign. We track your strength and sensation along the way. If your symptoms are not improving as expected, or a test suggests a more serious problem, we will refer you to a physician or specialist for further imaging or another kind of treatment.',
          ],
          imageAlt:
            'A chiropractor’s hands gently adjusting the back of a patient lying face-down on a treatment table.',
        },
        {
          heading: 'Comfort at Home and Warning Signs',
          paragraphs: [
            'Between visits, a few simple steps may make sciatica easier to live with. Use ice or heat — whichever feels better — for no more than 20 minutes at a time. Break up long periods of sitting with short, easy walks, since gentle movement usually helps more than bed rest. When you sleep, a pillow between your knees on your side, or under your knees on your back, can take strain off the lower back.',
            'Sciatica is usually not an emergency, and most cases improve with time and conservative care. Some symptoms, however, mean that the nerves at the base of the spine may be under serious pressure and need urgent medical attention rather than a chiropractic visit. Go to the nearest emergency room right away if you notice any of the following:',
          ],
          list: [
            'Numbness in the groin, buttocks or inner thighs (the “saddle” area)',
            'New loss of bladder or bowel control',
            'Weakness in a leg or foot, such as a foot that drags or slaps when you walk',
            'Sciatica in both legs at once, or pain that follows a serious fall or accident',
          ],
          imageAlt:
            'An ice pack and a heat pack side by side with a timer, a reminder to use ice or heat for no more than 20 minutes at a time.',
        },
      ],
    },
    es: {
      title: 'Alivio del dolor del nervio ciático en Lenexa',
      navTitle: 'Ciática',
      summary:
        'La ciática puede causar dolor agudo, hormigueo o entumecimiento desde la espalda baja hasta la pierna. Buscamos lo que irrita el nervio y ofrecemos atención suave y sin medicamentos.',
      description:
        'Ciática en Lenexa, KS: en {{shortName}} buscamos lo que irrita su nervio ciático y ofrecemos quiropráctica suave. Consulta de cortesía.',
      intro: [
        'La ciática es difícil de ignorar. Un dolor agudo, ardiente o como una descarga eléctrica baja desde la espalda baja o el glúteo por la parte de atrás de la pierna, a veces hasta el pie. Estar sentado en una reunión, manejar al otro lado de la ciudad o levantarse de la cama puede volverse de pronto un desafío, y el dolor puede ir y venir de maneras difíciles de predecir.',
        'En {{shortName}}, en Lenexa, ayudamos a pacientes de Lenexa, Overland Park, Olathe, Shawnee y las comunidades cercanas a entender por qué se irrita su nervio ciático y qué pueden hacer al respecto. El {{doctorShort}} busca el origen de la presión sobre el nervio y prepara un plan suave, paso a paso, y le dice con claridad cuándo un médico o especialista debe participar en su atención.',
      ],
      sections: [
        {
          heading: '¿Qué es la ciática?',
          paragraphs: [
            'El nervio ciático es el nervio más largo y grueso del cuerpo. Se forma a partir de raíces nerviosas de la parte baja de la columna, atraviesa el glúteo y baja por la parte de atrás de cada pierna hasta el pie. La ciática no es un diagnóstico en sí, sino una descripción de síntomas: dolor, hormigueo, entumecimiento o debilidad a lo largo del recorrido de ese nervio, por lo general de un solo lado del cuerpo.',
            'El dolor suele empeorar al estar sentado mucho tiempo, al toser, al estornudar o al inclinarse hacia adelante, y puede aliviarse al caminar o al acostarse. Algunas personas sienten sobre todo dolor en la espalda y el glúteo; otras sienten poco en la espalda y mucho en la pantorrilla o el pie. Como los síntomas varían tanto, un examen cuidadoso es el primer paso hacia la atención adecuada.',
          ],
          imageAlt:
            'Una pierna con el nervio ciático resaltado desde la espalda baja hasta el pie, el recorrido que sigue el dolor de la ciática.',
        },
        {
          heading: 'Qué irrita el nervio ciático',
          paragraphs: [
            'La ciática aparece cuando algo presiona o inflama las raíces nerviosas de la espalda baja o el propio nervio más abajo. Saber cuál es su caso importa, porque cada causa requiere un enfoque un poco distinto. El {{doctorShort}} evalúa su movimiento, su fuerza, sus reflejos y su sensibilidad, y podemos tomar radiografías en la clínica cuando hacen falta. Las causas más comunes son:',
          ],
          list: [
            'Un disco abultado o herniado que presiona una raíz nerviosa en la espalda baja',
            'La estenosis espinal, un estrechamiento de los espacios por donde pasan los nervios, más común con la edad',
            'Articulaciones rígidas o irritadas en la espalda baja o la pelvis',
            'Un músculo piriforme tenso, en lo profundo del glúteo, que aprieta el nervio',
            'Una vértebra que se ha deslizado hacia adelante sobre la de abajo (espondilolistesis)',
            'El embarazo, las largas horas sentado o un esfuerzo reciente al cargar peso',
          ],
          imageAlt:
            'Dos vértebras con el disco entre ellas abultado hacia un nervio, una causa común de la ciática.',
        },
        {
          heading: 'Cómo ayudamos a calmar la ciática',
          paragraphs: [
            'Una vez que entendemos qué irrita el nervio, su atención puede incluir ajustes quiroprácticos suaves para mejorar el movimiento de la espalda baja y la pelvis, trabajo de tejidos blandos para músculos tensos como el piriforme, acupuntura, y estiramientos y ejercicios específicos que quitan presión al nervio. Empezamos con suavidad, sobre todo cuando el dolor es intenso, y ajustamos el plan a medida que usted mejora.',
            'Muchos pacientes notan que el dolor de la pierna disminuye y se va concentrando hacia la espalda baja conforme se recuperan, lo que suele ser una buena señal. Vigilamos su fuerza y su sensibilidad en el camino. Si sus síntomas no mejoran como esperamos, o alguna prueba sugiere un problema más serio, lo referiremos a un médico o especialista para estudios de imagen u otro tipo de tratamiento.',
          ],
          imageAlt:
            'Las manos de un quiropráctico ajustan con suavidad la espalda de un paciente acostado boca abajo en una camilla.',
        },
        {
          heading: 'Alivio en casa y señales de alarma',
          paragraphs: [
            'Entre una visita y otra, algunos pasos sencillos pueden hacer más llevadera la ciática. Use frío o calor —lo que le siente mejor— durante no más de 20 minutos cada vez. Interrumpa los periodos largos sentado con caminatas cortas y tranquilas, ya que el movimiento suave suele ayudar más que el reposo en cama. Para dormir, una almohada entre las rodillas si duerme de lado, o debajo de las rodillas si duerme boca arriba, puede quitar tensión a la espalda baja.',
            'Por lo general la ciática no es una emergencia, y la mayoría de los casos mejoran con el tiempo y una atención conservadora. Sin embargo, algunos síntomas indican que los nervios de la base de la columna pueden estar bajo una presión seria y necesitan atención médica urgente, no una visita quiropráctica. Acuda de inmediato a la sala de emergencias más cercana si nota alguno de los siguientes:',
          ],
          list: [
            'Entumecimiento en la ingle, los glúteos o la parte interna de los muslos (la zona de la «silla de montar»)',
            'Pérdida reciente del control de la vejiga o de los intestinos',
            'Debilidad en una pierna o un pie, por ejemplo un pie que se arrastra o golpea el piso al caminar',
            'Ciática en ambas piernas a la vez, o dolor que aparece después de una caída o un accidente grave',
          ],
          imageAlt:
            'Una bolsa de hielo y una compresa caliente, una al lado de la otra, junto a un temporizador: un recordatorio de usar frío o calor no más de 20 minutos cada vez.',
        },
      ],
    },
  },
};
