import { scene } from '@/content/illustrations';
import type { ServicePage } from '@/content/types';

export const service: ServicePage = {
  slug: 'auto-injury',
  images: [scene('auto-injury'), scene('whiplash'), scene('consultation'), scene('treatment-plan')],
  steps: 'consultation',
  copy: {
    en: {
      heroKicker: 'Auto Injury Relief',
      title: 'Chiropractic Care After a Car Accident in Lenexa',
      navTitle: 'Auto Injury Relief',
      summary:
        'Been in a car accident? Get checked even if you feel fine. We examine, document and treat whiplash, back pain and headaches, and help with your claim paperwork.',
      description:
        'Car accident care in Lenexa, KS: exams, on-site X-rays and chiropractic care for whiplash, back pain and headaches, with records for your auto claim.',
      intro: [
        'A car accident can shake you up in more ways than one. Even a low-speed collision in a parking lot can snap your head and neck back and forth faster than your muscles can react. Because adrenaline masks pain, many people walk away feeling fine, then wake up a day or two later stiff, sore or with a pounding headache.',
        'At {{shortName}}, we help drivers and passengers from Lenexa and across Johnson County recover after accidents of every size. {{doctorShort}} performs a thorough exam, takes X-rays on site when they are needed and documents your injuries carefully, so you get both the care you need and the records your claim depends on.',
        'You do not have to sort it all out alone. Below you will find what to do after an accident, the injuries we see most often, how auto insurance can cover your care and how to get your paperwork ready before your first visit.',
      ],
      sections: [
        {
          heading: 'What to Do After a Car Accident',
          paragraphs: [
            'The minutes and days after a crash are stressful, and it is easy to forget an important step. Your health and safety come first: if anyone is badly hurt, call 911. If you lost consciousness, or have severe head or neck pain, confusion, numbness or weakness, go to the emergency room before anything else.',
            'Once the urgent issues are handled, a few simple steps protect both your recovery and your claim. Symptoms such as whiplash, headaches and back pain are often delayed by hours or even days, and an early exam creates a clear record that links your injuries to the accident.',
          ],
          list: [
            'Move to a safe place if you can, turn on your hazard lights and check on everyone involved',
            'Call the police so an officer can file an accident report, and write down the report number',
            'Exchange names, phone numbers, insurance details and plate numbers with the other driver',
            'Document everything: photos of the vehicles and the scene, witness contacts and notes on how you feel each day',
            'Get checked even if you feel fine, ideally within a few days of the accident',
            'Call us to schedule an exam; walk-ins are welcome during office hours',
          ],
          imageAlt:
            'A car with a dented rear bumper beside a driver holding the back of their neck after a collision.',
        },
        {
          heading: 'Common Car Accident Injuries',
          paragraphs: [
            'Whiplash is the most common injury we see after a collision. When a car is struck, the head whips back and forth in a fraction of a second, straining the muscles, ligaments and joints of the neck. Typical signs include neck pain and stiffness, reduced range of motion, pain between the shoulder blades and tingling into the arms.',
            'The same forces can injure the mid and lower back, irritate or bulge a spinal disc, and trigger headaches that start at the base of the skull. Left untreated, these problems can become long-lasting. Gentle adjustments, soft tissue work and a step-by-step rehabilitation program may help you regain motion and strength safely.',
          ],
          list: [
            'Whiplash, neck pain and stiffness',
            'Back pain, sprains and strains',
            'Disc injuries, sometimes with pain, numbness or tingling down an arm or leg',
            'Headaches, often starting at the base of the skull',
            'Shoulder, jaw and rib pain from the seat belt or impact',
          ],
          imageAlt:
            'A head and neck with arrows showing the rapid back-and-forth motion of whiplash during a collision.',
        },
        {
          heading: 'Working With Your Auto Insurance Claim',
          paragraphs: [
            'Insurance paperwork should not stand between you and your care. Kansas auto policies include personal injury protection (PIP), which may help pay for medical treatment after an accident no matter who was at fault. Some drivers, including many Missouri drivers, carry medical payments coverage (MedPay), which can work in a similar way. We work with auto insurance claims every day and can help you understand how these benefits apply to your care.',
            'Coverage varies from policy to policy, so please call us to confirm before your visit. Bring your claim number and the adjuster’s contact details if you have them. If you are working with an attorney, let us know and we can coordinate records with their office.',
          ],
          list: [
            'Detailed exam findings and X-rays, when needed, recorded from your first visit',
            'Treatment notes and progress re-exams that document your recovery',
            'Records and reports for your insurer or attorney on request',
            'Upfront pricing through a good faith estimate',
          ],
          imageAlt:
            '{{doctorShort}} and a patient talking across a desk, the doctor holding a clipboard as they review the patient’s accident and insurance details.',
        },
        {
          heading: 'Intake Forms for Auto Accident Patients',
          paragraphs: [
            'To save time at your first appointment, please fill out our Auto Accident Related Intake Form before you arrive. You can find it on our Patient Forms page, where you can complete it online or download, print and bring it with you. The form asks about the accident itself, your symptoms since then and your insurance information, so {{doctorShort}} can focus your first visit on your exam and care.',
            'If you have not had time to gather everything, come in anyway. Our front desk team can help you finish the paperwork and find the details you need, and we will let you know what is still missing for your claim.',
          ],
          list: [
            'Date, time and location of the accident',
            'The police report number, if a report was filed',
            'Your auto insurance company, claim number and adjuster contact',
            'The other driver’s insurance information, if you have it',
            'Your attorney’s contact details, if you have one',
            'Any records from the emergency room or urgent care',
          ],
          imageAlt:
            'A calendar with several visits checked off beside a clipboard holding a care plan, the paperwork and visits of an auto injury recovery.',
        },
      ],
      accordion: {
        heading: 'Auto Injury: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'I feel fine. Do I really need to be checked after an accident?',
            content:
              'It is a good idea. Adrenaline can hide pain for hours, and whiplash symptoms often show up a day or more later. An early exam can catch problems before they settle in and creates a record that links any injuries to the accident.',
          },
          {
            title: 'How soon after the accident should I come in?',
            content:
              'Ideally within a few days, even if you feel only mildly sore. If you have severe pain, numbness, weakness, confusion or lost consciousness, go to the emergency room first, then see us for follow-up care.',
          },
          {
            title: 'Will my auto insurance pay for chiropractic care?',
            content:
              'In many cases it can. In Kansas, personal injury protection (PIP) may cover medical care after an accident regardless of fault, and some policies include MedPay. Coverage varies, so call us and we will help you confirm your benefits before care begins.',
          },
          {
            title: 'What should I bring to my first visit?',
            content:
              'Bring your completed Auto Accident Related Intake Form, a photo ID, your auto insurance card and claim number, the police report number if you have one, and any records from the emergency room or urgent care.',
          },
          {
            title: 'Can you work with my attorney?',
            content:
              'Yes. With your written permission, we can share your records and reports with your attorney and coordinate any requests from their office.',
          },
        ],
      },
    },
    es: {
      heroKicker: 'Alivio de lesiones por accidentes de auto',
      title: 'Quiropráctica tras un accidente de auto en Lenexa',
      navTitle: 'Lesiones por accidente de auto',
      summary:
        '¿Tuvo un accidente de auto? Hágase revisar aunque se sienta bien. Evaluamos, documentamos y tratamos el latigazo cervical, el dolor de espalda y los dolores de cabeza.',
      description:
        'Atención tras accidentes de auto en Lenexa, KS: examen, radiografías y quiropráctica para latigazo cervical y dolor de espalda, con registros para su reclamo.',
      intro: [
        'Un accidente de auto puede afectarle de muchas maneras. Incluso un choque a baja velocidad en un estacionamiento puede sacudir la cabeza y el cuello hacia atrás y hacia adelante más rápido de lo que sus músculos alcanzan a reaccionar. Como la adrenalina oculta el dolor, muchas personas se sienten bien al principio y uno o dos días después amanecen rígidas, adoloridas o con un fuerte dolor de cabeza.',
        'En {{shortName}} ayudamos a conductores y pasajeros de Lenexa y de todo el condado de Johnson a recuperarse después de accidentes de todo tipo. El {{doctorShort}} realiza un examen completo, toma radiografías en la clínica cuando hacen falta y documenta sus lesiones con cuidado, para que usted reciba la atención que necesita y los registros de los que depende su reclamo.',
        'No tiene que resolverlo todo solo. A continuación encontrará qué hacer después de un accidente, las lesiones que vemos con más frecuencia, cómo el seguro de auto puede cubrir su atención y cómo preparar sus documentos antes de su primera visita.',
      ],
      sections: [
        {
          heading: 'Qué hacer después de un accidente de auto',
          paragraphs: [
            'Los minutos y días después de un choque son estresantes, y es fácil olvidar un paso importante. Su salud y su seguridad son lo primero: si alguien está gravemente herido, llame al 911. Si perdió el conocimiento o tiene dolor fuerte de cabeza o de cuello, confusión, entumecimiento o debilidad, vaya a la sala de emergencias antes que nada.',
            'Una vez atendido lo urgente, unos pasos sencillos protegen tanto su recuperación como su reclamo. Síntomas como el latigazo cervical, los dolores de cabeza y el dolor de espalda suelen aparecer horas o incluso días después, y un examen temprano deja un registro claro que relaciona sus lesiones con el accidente.',
          ],
          list: [
            'Si puede, muévase a un lugar seguro, encienda las luces intermitentes y verifique cómo están todos los involucrados',
            'Llame a la policía para que un agente haga el reporte del accidente, y anote el número del reporte',
            'Intercambie nombres, teléfonos, datos del seguro y números de placa con el otro conductor',
            'Documente todo: fotos de los vehículos y del lugar, contactos de testigos y notas sobre cómo se siente cada día',
            'Hágase revisar aunque se sienta bien, de preferencia pocos días después del accidente',
            'Llámenos para programar un examen; aceptamos pacientes sin cita durante nuestro horario de atención',
          ],
          imageAlt:
            'Un auto con la defensa trasera abollada junto a un conductor que se sostiene la nuca después de un choque.',
        },
        {
          heading: 'Lesiones comunes en accidentes de auto',
          paragraphs: [
            'El latigazo cervical es la lesión que más vemos después de un choque. Cuando un auto recibe un golpe, la cabeza se sacude hacia atrás y hacia adelante en una fracción de segundo, lo que fuerza los músculos, ligamentos y articulaciones del cuello. Las señales típicas incluyen dolor y rigidez en el cuello, menos movilidad, dolor entre los omóplatos y hormigueo en los brazos.',
            'Las mismas fuerzas pueden lesionar la parte media y baja de la espalda, irritar o abultar un disco de la columna y provocar dolores de cabeza que comienzan en la base del cráneo. Sin tratamiento, estos problemas pueden volverse duraderos. Los ajustes suaves, el trabajo de tejidos blandos y un programa de rehabilitación paso a paso pueden ayudarle a recuperar el movimiento y la fuerza de forma segura.',
          ],
          list: [
            'Latigazo cervical, dolor y rigidez de cuello',
            'Dolor de espalda, esguinces y distensiones',
            'Lesiones de disco, a veces con dolor, entumecimiento u hormigueo en un brazo o una pierna',
            'Dolores de cabeza, a menudo desde la base del cráneo',
            'Dolor de hombro, de mandíbula o de costillas por el cinturón de seguridad o el impacto',
          ],
          imageAlt:
            'Una cabeza y un cuello con flechas que muestran el rápido movimiento de ida y vuelta del latigazo cervical durante un choque.',
        },
        {
          heading: 'Le ayudamos con su reclamo al seguro de auto',
          paragraphs: [
            'Los trámites del seguro no deberían interponerse entre usted y su atención. Las pólizas de auto en Kansas incluyen protección contra lesiones personales (PIP, por sus siglas en inglés), que puede ayudar a pagar el tratamiento médico después de un accidente sin importar quién tuvo la culpa. Algunos conductores, incluidos muchos de Misuri, tienen cobertura de pagos médicos (MedPay), que puede funcionar de forma parecida. Trabajamos con reclamos de seguros de auto todos los días y podemos ayudarle a entender cómo se aplican estos beneficios a su atención.',
            'La cobertura varía según la póliza, así que llámenos para confirmarla antes de su visita. Traiga su número de reclamo y los datos de contacto del ajustador si los tiene. Si tiene un abogado, avísenos y coordinaremos los registros con su oficina.',
          ],
          list: [
            'Hallazgos detallados del examen y radiografías, cuando hacen falta, registrados desde su primera visita',
            'Notas de tratamiento y reexámenes de progreso que documentan su recuperación',
            'Registros e informes para su aseguradora o su abogado, a solicitud',
            'Precios claros por adelantado mediante una estimación de buena fe',
          ],
          imageAlt:
            'El {{doctorShort}} y un paciente conversan frente a un escritorio; el doctor sostiene un portapapeles mientras revisan los datos del accidente y del seguro.',
        },
        {
          heading: 'Formularios de ingreso para pacientes de accidentes de auto',
          paragraphs: [
            'Para ahorrar tiempo en su primera cita, llene nuestro formulario de ingreso para accidentes de auto (Auto Accident Related Intake Form) antes de llegar. Lo encontrará en nuestra página de formularios para pacientes, donde puede completarlo en línea o descargarlo, imprimirlo y traerlo. El formulario pregunta sobre el accidente, sus síntomas desde entonces y los datos de su seguro, para que el {{doctorShort}} pueda dedicar su primera visita al examen y a la atención.',
            'Si no ha tenido tiempo de reunir todo, venga de todos modos. Nuestro equipo de recepción puede ayudarle a terminar los formularios y a encontrar los datos que necesita, y le diremos con claridad qué falta todavía para completar su reclamo.',
          ],
          list: [
            'Fecha, hora y lugar del accidente',
            'El número del reporte policial, si se hizo uno',
            'Su compañía de seguro de auto, el número de reclamo y el contacto del ajustador',
            'Los datos del seguro del otro conductor, si los tiene',
            'Los datos de contacto de su abogado, si tiene uno',
            'Cualquier registro de la sala de emergencias o de atención urgente',
          ],
          imageAlt:
            'Un calendario con varias visitas marcadas junto a un portapapeles con un plan de atención, los trámites y visitas de la recuperación tras un accidente.',
        },
      ],
      accordion: {
        heading: 'Lesiones por accidentes de auto: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: 'Me siento bien. ¿De verdad necesito revisarme después de un accidente?',
            content:
              'Es buena idea. La adrenalina puede ocultar el dolor durante horas, y los síntomas del latigazo cervical suelen aparecer un día o más después. Un examen temprano puede detectar problemas antes de que se asienten y deja un registro que relaciona cualquier lesión con el accidente.',
          },
          {
            title: '¿Cuánto tiempo después del accidente debo venir?',
            content:
              'Lo ideal es dentro de unos pocos días, aunque solo sienta una molestia leve. Si tiene dolor intenso, entumecimiento, debilidad, confusión o perdió el conocimiento, vaya primero a la sala de emergencias y luego venga con nosotros para la atención de seguimiento.',
          },
          {
            title: '¿Mi seguro de auto pagará la atención quiropráctica?',
            content:
              'En muchos casos, sí puede. En Kansas, la protección contra lesiones personales (PIP) puede cubrir la atención médica después de un accidente sin importar quién tuvo la culpa, y algunas pólizas incluyen MedPay. La cobertura varía, así que llámenos y le ayudaremos a confirmar sus beneficios antes de comenzar.',
          },
          {
            title: '¿Qué debo traer a mi primera visita?',
            content:
              'Traiga su formulario de ingreso para accidentes de auto ya completado, una identificación con foto, su tarjeta del seguro de auto y el número de reclamo, el número del reporte policial si lo tiene y cualquier registro de la sala de emergencias o de atención urgente.',
          },
          {
            title: '¿Pueden trabajar con mi abogado?',
            content:
              'Sí. Con su permiso por escrito, podemos compartir sus registros e informes con su abogado y coordinar cualquier solicitud de su oficina.',
          },
        ],
      },
    },
  },
};
