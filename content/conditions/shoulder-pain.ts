import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'shoulder-pain',
  category: 'extremities',
  images: [
    scene('shoulder-pain'),
    scene('consultation'),
    scene('soft-tissue'),
    scene('rehab-exercise'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Shoulder Pain Relief and Restored Mobility',
      navTitle: 'Shoulder Pain',
      summary:
        'From a stiff, achy shoulder to pain when you reach overhead, we look for the cause and use gentle care to help you move freely again.',
      description:
        'Shoulder pain care in Lenexa, KS: gentle chiropractic, soft-tissue work and exercises for rotator cuff strain, stiffness and posture-related pain.',
      intro: [
        'Your shoulder is the most mobile joint in your body. It lets you reach a high shelf, swing a golf club, lift a child and throw a ball, but that freedom of movement comes at a cost. The shoulder relies on a group of small muscles and tendons, the rotator cuff, to stay stable, and those tissues are easily strained, pinched or irritated.',
        'At {{shortName}}, {{doctorShort}} helps patients from Lenexa, Shawnee, Olathe and beyond understand why their shoulder hurts and what they can do about it. Because shoulder pain is often linked to the neck, the upper back and posture, we look at the whole picture rather than the sore spot alone.',
      ],
      sections: [
        {
          heading: 'Common Causes of Shoulder Pain',
          paragraphs: [
            'Many shoulder problems come from overuse or strain: rotator cuff tendinitis or small tears, impingement (when tendons get pinched as you raise your arm), bursitis, and muscle strains from lifting or sports. Others develop more slowly, such as the gradual stiffening of a “frozen shoulder” or wear-and-tear arthritis. A fall onto an outstretched arm can sprain the ligaments or injure the joint itself.',
            'Posture plays a bigger role than most people expect. Rounded shoulders and a forward head, common after long days at a computer or on a phone, change how the shoulder blade moves and leave less room for the tendons. Pain can also be referred to the shoulder from the neck, when an irritated nerve root sends symptoms into the shoulder and down the arm.',
          ],
          imageAlt:
            'Illustration of a person holding their shoulder with the joint highlighted, the area where rotator cuff strain and impingement cause pain.',
        },
        {
          heading: 'Warning Signs Your Shoulder Needs Attention',
          paragraphs: [
            'First, a safety note: pain in the left shoulder, arm, jaw or chest together with shortness of breath, sweating, nausea or light-headedness can be a sign of a heart attack. Call 911 right away — don’t wait to see if it passes. A shoulder that looks deformed after a fall, or sudden weakness or numbness that spreads down the arm, also needs emergency care.',
            'Minor aches often settle with a few days of rest and gentle movement. Other signs aren’t emergencies but do deserve a proper exam, ideally before the problem starts limiting your work, sleep or sport. Make an appointment if you notice any of these warning signs:',
          ],
          list: [
            'Pain at night, or pain that keeps you from lying on that side',
            'Weakness when lifting your arm or carrying objects',
            'Loss of range of motion, such as trouble reaching overhead or behind your back',
            'Clicking, catching or grinding that comes with pain',
            'Numbness or tingling that runs down the arm',
            'Pain that lasts more than a few weeks',
          ],
          imageAlt:
            'Illustration of a doctor and a patient talking across a desk, the doctor holding a clipboard while going over the patient’s shoulder symptoms.',
        },
        {
          heading: 'How We Treat Shoulder Pain',
          paragraphs: [
            'Your visit begins with a careful exam of the shoulder, neck and upper back: range of motion, the strength of each rotator cuff muscle, how the shoulder blade moves, and tests that point to the tissue involved. X-rays are available on site when they’re needed. If we suspect a large tendon tear, a fracture or a dislocation, we’ll refer you for further imaging or to an orthopedic specialist.',
            'Care may include gentle adjustments of the shoulder joint, shoulder blade, neck and upper back to help them move well together, soft-tissue work to relax tight, guarded muscles around the shoulder, and, if you choose, acupuncture from our team to help ease pain. Some patients feel looser and more comfortable in the same visit and others over several visits, since results vary from person to person, and we build on your progress step by step.',
          ],
          imageAlt:
            'Illustration of a therapist’s hands working on the muscles of a patient’s back, releasing tension around the shoulder blade.',
        },
        {
          heading: 'Rebuilding Strength and Mobility',
          paragraphs: [
            'Lasting relief depends on a strong, well-coordinated shoulder. As pain settles, we teach you targeted exercises, often with a light resistance band, to strengthen the rotator cuff and the muscles that control the shoulder blade, along with stretches that restore comfortable range of motion. We start gently and progress only as your shoulder is ready for more.',
            'We also look at the habits that load your shoulder: how you sleep, how your workstation is set up, how you lift and carry, and how you move in your sport. Small changes, like hugging a pillow to support the sore arm when you sleep on your other side, or bringing your keyboard closer, can make a real difference. Walk in during our hours or request a complimentary consultation to get started.',
          ],
          imageAlt:
            'Illustration of a patient doing a rehabilitation exercise with a resistance band to strengthen the rotator cuff and the muscles around the shoulder blade.',
        },
      ],
    },
    es: {
      title: 'Alivio del dolor de hombro y recuperación de la movilidad',
      navTitle: 'Dolor de hombro',
      summary:
        'Desde un hombro rígido y adolorido hasta el dolor al levantar el brazo, buscamos la causa y usamos atención suave para que vuelva a moverse con libertad.',
      description:
        'Dolor de hombro en Lenexa, KS: quiropráctica suave, trabajo de tejidos blandos y ejercicios para el manguito rotador, la rigidez y la mala postura.',
      intro: [
        'El hombro es la articulación con más movilidad del cuerpo. Le permite alcanzar un estante alto, hacer un swing de golf, cargar a un niño y lanzar una pelota, pero esa libertad de movimiento tiene un precio. El hombro depende de un grupo de pequeños músculos y tendones, el manguito rotador, para mantenerse estable, y esos tejidos se lastiman, se pinzan o se irritan con facilidad.',
        'En {{shortName}}, el {{doctorShort}} ayuda a pacientes de Lenexa, Shawnee, Olathe y otras ciudades cercanas a entender por qué les duele el hombro y qué pueden hacer al respecto. Como el dolor de hombro suele estar relacionado con el cuello, la parte alta de la espalda y la postura, miramos el panorama completo y no solo el lugar que duele.',
      ],
      sections: [
        {
          heading: 'Causas comunes del dolor de hombro',
          paragraphs: [
            'Muchos problemas de hombro vienen del uso excesivo o de un esfuerzo: tendinitis o pequeños desgarros del manguito rotador, pinzamiento (cuando los tendones quedan apretados al levantar el brazo), bursitis y distensiones musculares por cargar peso o hacer deporte. Otros aparecen más despacio, como la rigidez gradual del “hombro congelado” o la artritis por desgaste. Una caída con el brazo estirado puede causar un esguince en los ligamentos o lesionar la articulación misma.',
            'La postura influye más de lo que la mayoría imagina. Los hombros encorvados y la cabeza adelantada, comunes después de largos días frente a la computadora o el teléfono, cambian la forma en que se mueve el omóplato y dejan menos espacio para los tendones. El dolor también puede venir del cuello, cuando la raíz de un nervio irritada manda síntomas al hombro y por el brazo.',
          ],
          imageAlt:
            'Ilustración de una persona que se sujeta el hombro con la articulación resaltada, la zona donde la distensión del manguito rotador y el pinzamiento causan dolor.',
        },
        {
          heading: 'Señales de alerta de que su hombro necesita atención',
          paragraphs: [
            'Primero, un aviso de seguridad: el dolor en el hombro izquierdo, el brazo, la mandíbula o el pecho junto con falta de aire, sudor, náuseas o mareo puede ser señal de un ataque al corazón. Llame al 911 de inmediato; no espere a ver si se pasa. Un hombro que se ve deformado después de una caída, o una debilidad o un entumecimiento repentinos que bajan por el brazo, también necesitan atención de emergencia.',
            'Las molestias leves suelen calmarse con unos días de descanso y movimiento suave. Otras señales no son emergencias, pero sí merecen un examen adecuado, de preferencia antes de que el problema empiece a limitar su trabajo, su sueño o su deporte. Haga una cita si nota alguna de estas señales de alerta:',
          ],
          list: [
            'Dolor de noche, o dolor que no le deja acostarse de ese lado',
            'Debilidad al levantar el brazo o al cargar objetos',
            'Pérdida de movilidad, como dificultad para alcanzar algo por encima de la cabeza o detrás de la espalda',
            'Chasquidos, trabas o crujidos que vienen con dolor',
            'Entumecimiento u hormigueo que baja por el brazo',
            'Dolor que dura más de unas semanas',
          ],
          imageAlt:
            'Ilustración de un médico y un paciente que conversan frente a un escritorio, con el médico sosteniendo un portapapeles mientras repasan los síntomas del hombro.',
        },
        {
          heading: 'Cómo tratamos el dolor de hombro',
          paragraphs: [
            'Su visita empieza con un examen cuidadoso del hombro, el cuello y la parte alta de la espalda: la movilidad, la fuerza de cada músculo del manguito rotador, cómo se mueve el omóplato y pruebas que indican qué tejido está afectado. Tenemos radiografías en la clínica cuando hacen falta. Si sospechamos un desgarro grande de un tendón, una fractura o una luxación, lo referimos para más estudios de imagen o con un especialista en ortopedia.',
            'La atención puede incluir ajustes suaves de la articulación del hombro, el omóplato, el cuello y la parte alta de la espalda para que se muevan bien en conjunto, trabajo de tejidos blandos para relajar los músculos tensos que protegen el hombro y, si usted lo elige, acupuntura con nuestro equipo para ayudar a aliviar el dolor. Algunos pacientes se sienten más sueltos y cómodos en la misma visita y otros a lo largo de varias visitas, porque los resultados varían de una persona a otra, y avanzamos a partir de su progreso paso a paso.',
          ],
          imageAlt:
            'Ilustración de las manos de un terapeuta que trabajan los músculos de la espalda de un paciente, soltando la tensión alrededor del omóplato.',
        },
        {
          heading: 'Recuperar la fuerza y la movilidad',
          paragraphs: [
            'Un alivio duradero depende de un hombro fuerte y bien coordinado. A medida que el dolor baja, le enseñamos ejercicios específicos, a menudo con una banda elástica ligera, para fortalecer el manguito rotador y los músculos que controlan el omóplato, junto con estiramientos que devuelven una movilidad cómoda. Empezamos con suavidad y solo avanzamos cuando su hombro está listo para más.',
            'También revisamos los hábitos que cargan su hombro: cómo duerme, cómo está acomodado su lugar de trabajo, cómo levanta y carga cosas y cómo se mueve en su deporte. Cambios pequeños, como abrazar una almohada para apoyar el brazo adolorido cuando duerme del otro lado o acercar el teclado, pueden hacer una gran diferencia. Venga sin cita durante nuestro horario o pida una consulta de cortesía para empezar.',
          ],
          imageAlt:
            'Ilustración de un paciente que hace un ejercicio de rehabilitación con una banda elástica para fortalecer el manguito rotador y los músculos alrededor del omóplato.',
        },
      ],
    },
  },
};
