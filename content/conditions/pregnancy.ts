import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'pregnancy',
  category: 'family-chiropractic',
  images: [scene('pregnancy'), scene('posture'), scene('sleep')],
  steps: 'pregnancy',
  copy: {
    en: {
      title: 'Prenatal Chiropractic Care',
      navTitle: 'Pregnancy',
      summary:
        'Gentle, pregnancy-safe chiropractic care that may ease back, hip and pelvic discomfort as your body changes, in every trimester.',
      description:
        'Prenatal chiropractic care in Lenexa, KS: gentle, pregnancy-safe adjustments for back, hip and pelvic pain, coordinated with your OB or midwife.',
      intro: [
        'Pregnancy changes your body quickly. As your baby grows, your center of gravity shifts forward, the curve of your lower back deepens and hormones such as relaxin loosen the ligaments around your pelvis to prepare for birth. These changes are natural, but they can bring low back pain, hip and pelvic discomfort, pain along the sciatic nerve and trouble finding a comfortable position to sleep.',
        'Prenatal chiropractic care offers a gentle, drug-free way to manage that discomfort. At {{shortName}}, {{doctorShort}} adapts every visit to your trimester and your comfort, and we are happy to coordinate with your obstetrician or midwife throughout your pregnancy.',
      ],
      sections: [
        {
          heading: 'Comfortable Care as Your Body Changes',
          paragraphs: [
            'Many expectant mothers are surprised by how early back and pelvic pain can start. Extra weight in front pulls on the lower back, and looser ligaments can leave the joints of the pelvis feeling unstable or achy, especially when you climb stairs, turn over in bed or stand on one leg to get dressed.',
            'Prenatal adjustments are gentle and never involve lying on your belly. We use pregnancy-friendly positioning, supportive cushions and low-force techniques, and we check in with you throughout. Many patients find that care helps them stay more comfortable and active through each trimester.',
          ],
          list: [
            'Low back and mid-back pain',
            'Hip, pelvic and pubic bone discomfort',
            'Sciatic pain down the back of the leg',
            'Neck and upper back tension',
            'Round ligament discomfort and rib pain late in pregnancy',
          ],
          imageAlt:
            'A pregnant woman sitting comfortably with a supportive pillow behind her back.',
        },
        {
          heading: 'Pelvic Balance and Posture',
          paragraphs: [
            'A balanced pelvis and well-moving spine help your body carry the extra load of pregnancy. {{doctorShort}} checks how your pelvis, lower back and hips move and looks for areas that are stiff or strained. He may use techniques such as the Webster technique, a gentle chiropractic approach that focuses on the balance of the pelvis and the muscles and ligaments around it.',
            'Good posture matters more than ever. We show you how to stand, sit and lift in ways that take pressure off your lower back, and suggest simple stretches and strengthening exercises that are safe during pregnancy. Small changes, like supportive shoes and regular breaks from sitting, can make a real difference in how you feel by the end of the day.',
          ],
          imageAlt:
            'Two side-view figures, one slumped and one standing tall and aligned, illustrating the posture changes of pregnancy.',
        },
        {
          heading: 'Rest, Comfort and When to Call Your Doctor',
          paragraphs: [
            'Sleep often becomes harder as pregnancy goes on. Sleeping on your side with a pillow between your knees and another supporting your belly can ease strain on your hips and lower back. Short walks, staying hydrated and gentle stretching may also help. We can suggest a simple home routine that fits your stage of pregnancy.',
            'Chiropractic care works alongside your prenatal care, never in place of it. Call your obstetrician or midwife right away, or seek emergency care, if you notice any of the warning signs below. Let us know about any pregnancy complications before your visit so we can adapt your care or wait for your provider’s approval.',
          ],
          list: [
            'Vaginal bleeding or leaking fluid',
            'Severe or persistent abdominal pain or cramping',
            'Sudden swelling of the face, hands or feet',
            'A severe headache or changes in your vision',
            'Fewer baby movements than usual',
          ],
          imageAlt:
            'A person sleeping on their side with a supportive pillow, a comfortable sleep position during pregnancy.',
        },
      ],
      accordion: {
        heading: 'Prenatal Chiropractic Care: Frequently Asked Questions',
        faq: true,
        items: [
          {
            title: 'Is chiropractic care safe during pregnancy?',
            content:
              'For most healthy pregnancies, gentle chiropractic care adapted to pregnancy is considered low risk. We use pregnancy-safe positioning and low-force techniques, and we ask about any complications first. If you have a high-risk pregnancy, we will coordinate with your obstetrician or midwife before care begins.',
          },
          {
            title: 'When during pregnancy can I start?',
            content:
              'You can start in any trimester. Some women come in early for back pain they had before pregnancy; others start later as the extra weight and changes in posture add up. Care can also continue after your baby arrives to help your body recover.',
          },
          {
            title: 'Will I have to lie on my stomach?',
            content:
              'No. We use side-lying and seated positions, supportive cushions and pregnancy-friendly tables so you are never asked to lie on your belly.',
          },
        ],
      },
    },
    es: {
      title: 'Quiropráctica prenatal',
      navTitle: 'Embarazo',
      summary:
        'Quiropráctica suave y segura durante el embarazo que puede aliviar las molestias de espalda, cadera y pelvis a medida que su cuerpo cambia, en cada trimestre.',
      description:
        'Quiropráctica prenatal en Lenexa, KS: ajustes suaves y seguros para el dolor de espalda, cadera y pelvis, en coordinación con su obstetra o partera.',
      intro: [
        'El embarazo cambia su cuerpo rápidamente. A medida que su bebé crece, su centro de gravedad se desplaza hacia adelante, la curva de la zona lumbar se acentúa y hormonas como la relaxina aflojan los ligamentos de la pelvis para preparar el parto. Estos cambios son naturales, pero pueden traer dolor lumbar, molestias en la cadera y la pelvis, dolor a lo largo del nervio ciático y dificultad para encontrar una posición cómoda para dormir.',
        'La quiropráctica prenatal ofrece una forma suave y sin medicamentos de manejar esas molestias. En {{shortName}}, el {{doctorShort}} adapta cada visita a su trimestre y a su comodidad, y con gusto coordinamos con su obstetra o su partera durante todo el embarazo.',
      ],
      sections: [
        {
          heading: 'Atención cómoda mientras su cuerpo cambia',
          paragraphs: [
            'A muchas futuras mamás les sorprende lo pronto que puede empezar el dolor de espalda y de pelvis. El peso adicional al frente tira de la zona lumbar, y los ligamentos más flojos pueden hacer que las articulaciones de la pelvis se sientan inestables o adoloridas, sobre todo al subir escaleras, darse vuelta en la cama o pararse en una pierna para vestirse.',
            'Los ajustes prenatales son suaves y nunca requieren acostarse boca abajo. Usamos posiciones adecuadas para el embarazo, cojines de apoyo y técnicas de baja fuerza, y le preguntamos cómo se siente en todo momento. Muchas pacientes sienten que la atención les ayuda a mantenerse más cómodas y activas en cada trimestre.',
          ],
          list: [
            'Dolor en la zona lumbar y en la parte media de la espalda',
            'Molestias en la cadera, la pelvis y el hueso púbico',
            'Dolor ciático en la parte posterior de la pierna',
            'Tensión en el cuello y la parte alta de la espalda',
            'Molestias del ligamento redondo y dolor de costillas al final del embarazo',
          ],
          imageAlt:
            'Una mujer embarazada sentada cómodamente con una almohada de apoyo detrás de la espalda.',
        },
        {
          heading: 'Equilibrio pélvico y postura',
          paragraphs: [
            'Una pelvis equilibrada y una columna que se mueve bien ayudan a su cuerpo a sostener la carga extra del embarazo. El {{doctorShort}} revisa cómo se mueven la pelvis, la zona lumbar y las caderas, y busca zonas rígidas o sobrecargadas. Puede usar técnicas como la técnica Webster, un enfoque quiropráctico suave que se centra en el equilibrio de la pelvis y de los músculos y ligamentos que la rodean.',
            'La buena postura importa más que nunca. Le mostramos cómo pararse, sentarse y levantar objetos de forma que se reduzca la presión sobre la zona lumbar, y le sugerimos estiramientos y ejercicios de fortalecimiento sencillos y seguros durante el embarazo. Pequeños cambios, como usar zapatos con buen soporte y hacer pausas frecuentes cuando está sentada, pueden marcar una gran diferencia en cómo se siente al final del día.',
          ],
          imageAlt:
            'Dos figuras de perfil, una encorvada y otra erguida y alineada, que ilustran los cambios de postura durante el embarazo.',
        },
        {
          heading: 'Descanso, comodidad y cuándo llamar a su médico',
          paragraphs: [
            'Dormir suele volverse más difícil a medida que avanza el embarazo. Dormir de lado con una almohada entre las rodillas y otra que sostenga el vientre puede aliviar la tensión en las caderas y la zona lumbar. Las caminatas cortas, mantenerse hidratada y los estiramientos suaves también pueden ayudar. Podemos sugerirle una rutina sencilla para casa que se ajuste a su etapa del embarazo.',
            'La quiropráctica acompaña su atención prenatal, nunca la reemplaza. Llame de inmediato a su obstetra o partera, o busque atención de emergencia, si nota alguna de las señales de alerta que aparecen abajo. Avísenos de cualquier complicación del embarazo antes de su visita para que podamos adaptar su atención o esperar la aprobación de su médico.',
          ],
          list: [
            'Sangrado vaginal o pérdida de líquido',
            'Dolor abdominal o cólicos intensos o persistentes',
            'Hinchazón repentina de la cara, las manos o los pies',
            'Un dolor de cabeza intenso o cambios en la vista',
            'Menos movimientos del bebé de lo habitual',
          ],
          imageAlt:
            'Una persona duerme de lado con una almohada de apoyo, una posición cómoda para dormir durante el embarazo.',
        },
      ],
      accordion: {
        heading: 'Quiropráctica prenatal: preguntas frecuentes',
        faq: true,
        items: [
          {
            title: '¿Es segura la quiropráctica durante el embarazo?',
            content:
              'En la mayoría de los embarazos saludables, la quiropráctica suave adaptada al embarazo se considera de bajo riesgo. Usamos posiciones seguras para el embarazo y técnicas de baja fuerza, y primero le preguntamos por cualquier complicación. Si su embarazo es de alto riesgo, coordinaremos con su obstetra o su partera antes de comenzar.',
          },
          {
            title: '¿En qué momento del embarazo puedo empezar?',
            content:
              'Puede empezar en cualquier trimestre. Algunas mujeres vienen al principio por un dolor de espalda que ya tenían antes del embarazo; otras empiezan más adelante, cuando el peso adicional y los cambios de postura se acumulan. La atención también puede continuar después del nacimiento de su bebé para ayudar a su cuerpo a recuperarse.',
          },
          {
            title: '¿Tendré que acostarme boca abajo?',
            content:
              'No. Usamos posiciones de lado y sentada, cojines de apoyo y camillas adecuadas para el embarazo, para que nunca tenga que acostarse sobre el vientre.',
          },
        ],
      },
    },
  },
};
