import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'work-injury',
  category: 'injuries',
  images: [
    scene('work-injury'),
    scene('desk-ergonomics'),
    scene('soft-tissue'),
    scene('consultation'),
  ],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Work Injury Care That Gets You Back on the Job',
      navTitle: 'Work Injury',
      summary:
        'Hurt lifting, slipping or repeating the same task at work? We care for back, neck and joint injuries and keep clear records of your recovery.',
      description:
        'Work injury care in Lenexa, KS for lifting injuries, repetitive strain, slips, falls and desk pain. Workers’ comp coverage varies — call to confirm.',
      intro: [
        'Whether you load trucks in a warehouse, spend your shift on your feet in a hospital or restaurant, or sit at a desk all day, your job asks a lot of your body. A single awkward lift can strain your back in a second, while months of the same motion can slowly wear down a wrist, shoulder or neck. Either way, pain at work affects your paycheck, your sleep and your time with family.',
        'At {{shortName}}, {{doctorShort}} and our team help injured workers from Lenexa, Overland Park, Olathe, Shawnee and nearby communities understand their injury, ease their pain and return to work safely. We focus on conservative, hands-on care and practical changes you can make on the job, and we refer you to a physician or specialist whenever an injury needs more than we provide.',
      ],
      sections: [
        {
          heading: 'Common Work Injuries We See',
          paragraphs: [
            'Work injuries come in two broad kinds. Acute injuries happen in a moment: a heavy lift, a twist, a slip on a wet floor or a fall from a ladder. Cumulative injuries build over weeks or months of repetition, awkward posture or vibration, until one day a familiar task suddenly hurts. Both tend to respond best when they’re addressed early, before the body starts guarding and compensating in ways that create new problems.',
            'If you were hurt at work, report it to your supervisor right away, even if it seems minor. Prompt reporting protects your rights, creates a record of what happened and makes any claim simpler later. Among the work injuries our team helps with:',
          ],
          list: [
            'Low back strains and disc injuries from lifting, bending and twisting',
            'Neck and shoulder pain from overhead work or long hours at a screen',
            'Repetitive strain of the hand, wrist and elbow, including carpal tunnel symptoms',
            'Sprains, strains and bruising from slips, trips and falls',
            'Upper-back and neck tension from desk work or driving for a living',
          ],
          imageAlt:
            'Illustration of a worker in a hard hat lifting a heavy box, one of the most common ways back injuries happen on the job.',
        },
        {
          heading: 'Desk Jobs Cause Injuries Too',
          paragraphs: [
            'Office work looks safe, but eight hours a day at a poorly set-up workstation can be hard on the body. A monitor that sits too low pulls the head forward, a chair without support lets the lower back slump, and a mouse held at an awkward angle strains the wrist and forearm. Over time, this kind of desk-related strain may lead to neck pain, headaches, tight shoulders, low back pain and numbness in the hands.',
            'We look at how you actually work. Describe your setup or bring a photo of your desk, and we’ll suggest specific changes: the monitor at eye level, feet flat on the floor, elbows near a right angle and the keyboard close enough that your shoulders can relax. We also recommend regular movement breaks, such as a 5- to 10-minute walk, 2 to 3 minutes of desk stretches, and resting your eyes for 20 seconds every 20 minutes.',
          ],
          imageAlt:
            'Illustration of a person sitting upright at a desk with the monitor at eye level, a workstation setup that can ease neck and back strain.',
        },
        {
          heading: 'How We Help You Heal',
          paragraphs: [
            'Care starts with a thorough exam: how the injury happened, what your job requires of you, and how your spine and joints move now. {{doctorShort}} checks your strength, reflexes and sensation and takes X-rays on site when they’re needed. If there is any sign of a fracture, a serious nerve injury or a problem outside our scope, we refer you promptly to the right physician.',
            'Treatment is tailored to your injury and to your work. It may include gentle chiropractic adjustments to restore motion, soft-tissue work to release tight, overworked muscles, and exercises that rebuild the strength and endurance your job demands. Results vary: some people feel better in the same visit, others over several visits. We also coach you on safer lifting, posture and pacing, so the same injury is less likely to return once you’re back at work.',
          ],
          imageAlt:
            'Illustration of a therapist’s hands working on the muscles of a patient’s back, easing the muscle tension that often follows a work injury.',
        },
        {
          heading: 'Returning to Work and Workers’ Compensation',
          paragraphs: [
            'Our goal is to get you back to your job safely, not just quickly. We set a clear plan with milestones, check your progress at each visit, and can talk through modified duties or a gradual return when your work is physically demanding. We keep detailed records of your exam findings, treatment and progress, and with your permission we can share them with your employer or claims adjuster.',
            'Workers’ compensation rules vary by state and by employer, and some plans require you to see an authorized provider before other care is covered. Coverage varies, so please report the injury to your employer and call us to confirm before your first visit. If your care isn’t covered, our upfront pricing and good faith estimate mean you’ll know the cost in advance.',
            'Get emergency care first for a blow to the head, a possible broken bone, heavy bleeding, chest pain, or sudden numbness or weakness — call 911 if in doubt. For everything else, walk in during our hours or request a complimentary consultation with {{doctorShort}}.',
          ],
          imageAlt:
            'Illustration of a doctor and a patient talking across a desk, the doctor holding a clipboard, as we go over a return-to-work plan and the records your claim may need.',
        },
      ],
    },
    es: {
      title: 'Atención de lesiones laborales para que vuelva a su trabajo',
      navTitle: 'Lesión laboral',
      summary:
        '¿Se lastimó al levantar algo, resbalar o repetir la misma tarea en el trabajo? Atendemos lesiones de espalda, cuello y articulaciones, y documentamos su recuperación.',
      description:
        'Lesiones laborales en Lenexa, KS: al levantar peso, por esfuerzo repetitivo, caídas o trabajo de oficina. La cobertura laboral varía; llame para confirmar.',
      intro: [
        'Ya sea que cargue camiones en un almacén, pase su turno de pie en un hospital o un restaurante, o esté sentado frente a un escritorio todo el día, su trabajo le exige mucho a su cuerpo. Un solo movimiento mal hecho al levantar algo puede lastimarle la espalda en un segundo, y meses del mismo movimiento pueden desgastar poco a poco una muñeca, un hombro o el cuello. En cualquier caso, el dolor en el trabajo afecta su sueldo, su descanso y el tiempo con su familia.',
        'En {{shortName}}, el {{doctorShort}} y nuestro equipo ayudan a trabajadores lesionados de Lenexa, Overland Park, Olathe, Shawnee y comunidades cercanas a entender su lesión, aliviar el dolor y volver al trabajo de forma segura. Nos enfocamos en una atención conservadora y manual, y en cambios prácticos que puede hacer en el trabajo, y lo referimos con un médico o especialista cuando una lesión necesita más de lo que nosotros ofrecemos.',
      ],
      sections: [
        {
          heading: 'Lesiones laborales que vemos con frecuencia',
          paragraphs: [
            'Las lesiones laborales son de dos tipos principales. Las agudas ocurren en un instante: al levantar algo pesado, al girar, al resbalar en un piso mojado o al caer de una escalera. Las acumulativas se desarrollan durante semanas o meses de movimientos repetidos, malas posturas o vibración, hasta que un día una tarea de siempre empieza a doler. Ambas suelen responder mejor cuando se atienden pronto, antes de que el cuerpo empiece a protegerse y compensar de maneras que crean problemas nuevos.',
            'Si se lastimó en el trabajo, avísele a su supervisor de inmediato, aunque parezca algo menor. Reportarlo a tiempo protege sus derechos, deja constancia de lo que pasó y facilita cualquier reclamo más adelante. Entre las lesiones laborales que nuestro equipo atiende están:',
          ],
          list: [
            'Distensiones en la parte baja de la espalda y lesiones de disco por levantar peso, agacharse y girar',
            'Dolor de cuello y hombros por trabajar con los brazos en alto o pasar muchas horas frente a una pantalla',
            'Lesiones por esfuerzo repetitivo en la mano, la muñeca y el codo, incluidos los síntomas del túnel carpiano',
            'Esguinces, distensiones y golpes por resbalones, tropiezos y caídas',
            'Tensión en la parte alta de la espalda y el cuello por trabajo de oficina o por manejar como oficio',
          ],
          imageAlt:
            'Ilustración de un trabajador con casco que levanta una caja pesada, una de las formas más comunes de lastimarse la espalda en el trabajo.',
        },
        {
          heading: 'El trabajo de oficina también causa lesiones',
          paragraphs: [
            'El trabajo de oficina parece seguro, pero ocho horas al día en un puesto mal acomodado pueden ser duras para el cuerpo. Un monitor demasiado bajo jala la cabeza hacia adelante, una silla sin apoyo deja que la espalda baja se encorve y un ratón tomado en un ángulo incómodo fuerza la muñeca y el antebrazo. Con el tiempo, este esfuerzo frente al escritorio puede causar dolor de cuello, dolores de cabeza, hombros tensos, dolor lumbar y entumecimiento en las manos.',
            'Nos fijamos en cómo trabaja usted en realidad. Descríbanos su puesto o traiga una foto de su escritorio, y le sugeriremos cambios concretos: el monitor a la altura de los ojos, los pies apoyados en el piso, los codos en un ángulo cercano a 90 grados y el teclado lo bastante cerca para que los hombros se relajen. También le recomendamos pausas de movimiento, como caminar de 5 a 10 minutos, estirarse de 2 a 3 minutos en el escritorio y descansar la vista 20 segundos cada 20 minutos.',
          ],
          imageAlt:
            'Ilustración de una persona sentada derecha frente a un escritorio con el monitor a la altura de los ojos, un puesto de trabajo que puede aliviar la tensión en el cuello y la espalda.',
        },
        {
          heading: 'Cómo le ayudamos a recuperarse',
          paragraphs: [
            'La atención empieza con un examen completo: cómo ocurrió la lesión, qué exige su trabajo y cómo se mueven ahora su columna y sus articulaciones. El {{doctorShort}} revisa su fuerza, sus reflejos y su sensibilidad, y toma radiografías en la clínica cuando hacen falta. Si hay alguna señal de fractura, de una lesión seria en un nervio o de un problema fuera de nuestro campo, lo referimos de inmediato con el médico adecuado.',
            'El tratamiento se adapta a su lesión y a su trabajo. Puede incluir ajustes quiroprácticos suaves para recuperar el movimiento, trabajo de tejidos blandos para soltar músculos tensos y sobrecargados, y ejercicios que le devuelven la fuerza y la resistencia que su trabajo requiere. Los resultados varían: algunas personas se sienten mejor en la misma visita y otras a lo largo de varias visitas. También le enseñamos a levantar peso, mantener la postura y dosificar el esfuerzo con más seguridad, para que la misma lesión sea menos probable al volver al trabajo.',
          ],
          imageAlt:
            'Ilustración de las manos de un terapeuta que trabajan los músculos de la espalda de un paciente, aliviando la tensión muscular que suele dejar una lesión laboral.',
        },
        {
          heading: 'El regreso al trabajo y la compensación laboral',
          paragraphs: [
            'Nuestra meta es que vuelva a su trabajo de forma segura, no solo rápida. Trazamos un plan claro con metas, revisamos su progreso en cada visita y podemos conversar sobre tareas modificadas o un regreso gradual cuando su trabajo es físicamente exigente. Llevamos un registro detallado de su examen, su tratamiento y su progreso, y con su permiso podemos compartirlo con su empleador o con el ajustador del reclamo.',
            'Las reglas de la compensación laboral (workers’ compensation) cambian según el estado y el empleador, y algunos planes exigen que primero lo vea un proveedor autorizado para cubrir otra atención. La cobertura varía, así que reporte la lesión a su empleador y llámenos para confirmarla antes de su primera visita. Si su atención no está cubierta, nuestros precios claros y la estimación de buena fe le permiten conocer el costo por adelantado.',
            'Busque atención de emergencia primero si sufrió un golpe en la cabeza, un posible hueso roto, un sangrado abundante, dolor en el pecho, o entumecimiento o debilidad repentinos; si tiene dudas, llame al 911. Para todo lo demás, venga sin cita durante nuestro horario o pida una consulta de cortesía con el {{doctorShort}}.',
          ],
          imageAlt:
            'Ilustración de un médico y un paciente que conversan frente a un escritorio, con el médico sosteniendo un portapapeles, mientras revisamos un plan de regreso al trabajo y los documentos que su reclamo pueda necesitar.',
        },
      ],
    },
  },
};
