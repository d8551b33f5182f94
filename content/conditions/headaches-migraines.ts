import { scene } from '@/content/illustrations';
import type { ConditionPage } from '@/content/types';

export const condition: ConditionPage = {
  slug: 'headaches-migraines',
  category: 'spine-related',
  images: [scene('headache'), scene('migraine-triggers'), scene('acupuncture-session')],
  steps: 'consultation',
  copy: {
    en: {
      title: 'Headaches and Migraines',
      navTitle: 'Headaches and Migraines',
      summary:
        'Frequent headaches and migraines can take over your days. We look at your neck, posture and habits and offer gentle, drug-free care that may help.',
      description:
        'Headache and migraine care in Lenexa, KS: gentle chiropractic care, acupuncture and trigger advice from {{shortName}}. Complimentary consultation.',
      intro: [
        'Almost everyone gets a headache now and then. But when headaches come back week after week, or a migraine takes a whole day from you, they affect your work, your sleep and your time with family. Many people reach for pain relievers again and again without ever finding out why the headaches keep returning.',
        'At {{shortName}}, {{doctorShort}} looks at the whole picture: your neck and upper back, your posture at work, your sleep, your stress and your daily routine. Many headaches are linked to tension and stiffness in the neck and shoulders, and that is something gentle chiropractic care and acupuncture may help with — alongside the care of your physician or neurologist when you have one.',
      ],
      sections: [
        {
          heading: 'Not All Headaches Are the Same',
          paragraphs: [
            'Headaches have different sources, and knowing which kind you have helps us choose the right care. During your visit, {{doctorShort}} asks where the pain sits, how it feels, how long it lasts, what seems to set it off and what else happens with it. He also checks how your neck moves and whether pressing on certain muscles or joints brings on your familiar headache. These are the three kinds we see most often:',
          ],
          list: [
            'Tension headaches: a steady, band-like pressure around the forehead, temples or the back of the head, often with tight neck and shoulder muscles',
            'Cervicogenic headaches: pain that starts in the neck, usually on one side, and spreads toward the forehead or behind the eye, often worse with certain neck movements',
            'Migraines: throbbing, often one-sided pain that may come with nausea, sensitivity to light and sound, or visual changes called an aura',
          ],
          imageAlt:
            'A person pressing a hand to their temple, with lines radiating around the head to show the pain of a headache.',
        },
        {
          heading: 'Finding Your Triggers',
          paragraphs: [
            'Headaches and migraines often follow triggers. Common ones include long hours at a screen, skipped meals, too much or too little caffeine, not drinking enough water, short or irregular sleep, stress, bright or flickering light, certain foods and hormonal changes. A simple headache diary — when each headache started, what you ate, how you slept and what you were doing — often reveals a pattern within a few weeks, and we are happy to help you read it.',
            'Posture matters too. When your head drifts forward toward a laptop or phone, the muscles at the base of your skull work harder all day long, and that strain can feed tension and cervicogenic headaches. Small changes help: raise your screen to eye level, rest your eyes for 20 seconds every 20 minutes, and stand up for a short walk or a stretch every hour.',
          ],
          imageAlt:
            'Common headache triggers: a glowing screen, a coffee cup, a clock and a crescent moon, standing for screen time, caffeine, a busy schedule and lost sleep.',
        },
        {
          heading: 'How We May Help — and When to Seek Emergency Care',
          paragraphs: [
            'Depending on what we find, your care may include gentle adjustments of the neck and upper back, soft-tissue work for tight muscles, acupuncture to ease tension, and stretches and posture tips to use at home and at work. Many patients find that their headaches come less often or feel less intense over time. We track your progress with you and tell you honestly if another kind of care would serve you better.',
            'Most headaches are not dangerous, but a few are signs of a medical emergency. Call 911 or go to the nearest emergency room right away if you have any of the warning signs below. And if your headaches are new after age 50, change pattern or keep getting worse, please see your physician promptly.',
          ],
          list: [
            'A sudden, severe headache that feels like the worst of your life',
            'A headache with fever and a stiff neck, confusion or a rash',
            'A headache after a blow to the head, a fall or a car accident',
            'A headache with weakness, numbness, trouble speaking, loss of vision or a drooping face',
          ],
          imageAlt:
            'A patient resting face-down with fine acupuncture needles placed along the upper back and shoulders to ease the tension behind many headaches.',
        },
      ],
    },
    es: {
      title: 'Dolores de cabeza y migrañas',
      navTitle: 'Dolores de cabeza y migrañas',
      summary:
        'Los dolores de cabeza frecuentes y las migrañas pueden adueñarse de sus días. Revisamos su cuello, su postura y sus hábitos, y ofrecemos atención suave y sin medicamentos que puede ayudar.',
      description:
        'Dolores de cabeza y migrañas en Lenexa, KS: quiropráctica suave, acupuntura y consejos sobre desencadenantes en {{shortName}}. Consulta de cortesía.',
      intro: [
        'Casi todo el mundo tiene dolor de cabeza de vez en cuando. Pero cuando los dolores de cabeza vuelven semana tras semana, o una migraña le quita un día entero, afectan su trabajo, su descanso y el tiempo con su familia. Muchas personas toman analgésicos una y otra vez sin llegar a saber por qué los dolores siguen regresando.',
        'En {{shortName}}, el {{doctorShort}} mira el panorama completo: su cuello y la parte alta de la espalda, su postura en el trabajo, su sueño, su estrés y su rutina diaria. Muchos dolores de cabeza están relacionados con la tensión y la rigidez del cuello y los hombros, y en eso la quiropráctica suave y la acupuntura pueden ayudar, junto con la atención de su médico o neurólogo si ya tiene uno.',
      ],
      sections: [
        {
          heading: 'No todos los dolores de cabeza son iguales',
          paragraphs: [
            'Los dolores de cabeza tienen distintos orígenes, y saber cuál tiene usted nos ayuda a elegir la atención adecuada. Durante su visita, el {{doctorShort}} le pregunta dónde se ubica el dolor, cómo se siente, cuánto dura, qué parece provocarlo y qué otros síntomas lo acompañan. También revisa cómo se mueve su cuello y si al presionar ciertos músculos o articulaciones aparece su dolor de cabeza de siempre. Estos son los tres tipos que vemos con más frecuencia:',
          ],
          list: [
            'Dolor de cabeza tensional: una presión constante, como una banda, alrededor de la frente, las sienes o la nuca, a menudo con los músculos del cuello y los hombros tensos',
            'Dolor de cabeza cervicogénico: un dolor que empieza en el cuello, por lo general de un lado, y se extiende hacia la frente o detrás del ojo; suele empeorar con ciertos movimientos del cuello',
            'Migraña: un dolor pulsátil, a menudo de un solo lado, que puede venir con náuseas, sensibilidad a la luz y al ruido, o cambios en la vista llamados aura',
          ],
          imageAlt:
            'Una persona se presiona la sien con la mano, con líneas alrededor de la cabeza que representan el dolor de cabeza.',
        },
        {
          heading: 'Cómo identificar sus detonantes',
          paragraphs: [
            'Los dolores de cabeza y las migrañas suelen tener detonantes. Entre los más comunes están muchas horas frente a una pantalla, saltarse comidas, el exceso o la falta de cafeína, no tomar suficiente agua, dormir poco o a horas irregulares, el estrés, la luz intensa o parpadeante, ciertos alimentos y los cambios hormonales. Un diario sencillo —cuándo empezó cada dolor, qué comió, cómo durmió y qué estaba haciendo— a menudo revela un patrón en pocas semanas, y con gusto le ayudamos a interpretarlo.',
            'La postura también cuenta. Cuando la cabeza se inclina hacia adelante, hacia la computadora portátil o el celular, los músculos de la base del cráneo trabajan de más todo el día, y esa tensión puede alimentar los dolores tensionales y cervicogénicos. Los cambios pequeños ayudan: suba la pantalla a la altura de los ojos, descanse la vista 20 segundos cada 20 minutos y levántese cada hora para caminar un poco o estirarse.',
          ],
          imageAlt:
            'Detonantes comunes del dolor de cabeza: una pantalla encendida, una taza de café, un reloj y una luna creciente, que representan las pantallas, la cafeína, las prisas y la falta de sueño.',
        },
        {
          heading: 'Cómo podemos ayudar y cuándo buscar atención de emergencia',
          paragraphs: [
            'Según lo que encontremos, su atención puede incluir ajustes suaves del cuello y la parte alta de la espalda, trabajo de tejidos blandos para los músculos tensos, acupuntura para aliviar la tensión, y estiramientos y consejos de postura para usar en casa y en el trabajo. Muchos pacientes notan con el tiempo que sus dolores de cabeza aparecen con menos frecuencia o con menos intensidad. Seguimos su progreso con usted y le decimos con honestidad si otro tipo de atención le convendría más.',
            'La mayoría de los dolores de cabeza no son peligrosos, pero algunos son señal de una emergencia médica. Llame al 911 o acuda de inmediato a la sala de emergencias más cercana si tiene alguna de las señales de alarma de abajo. Y si sus dolores de cabeza aparecieron después de los 50 años, cambiaron de patrón o empeoran cada vez más, consulte pronto a su médico.',
          ],
          list: [
            'Un dolor de cabeza repentino e intenso, el peor que haya sentido en su vida',
            'Dolor de cabeza con fiebre y rigidez de cuello, confusión o un sarpullido',
            'Dolor de cabeza después de un golpe en la cabeza, una caída o un accidente de auto',
            'Dolor de cabeza con debilidad, entumecimiento, dificultad para hablar, pérdida de la vista o un lado de la cara caído',
          ],
          imageAlt:
            'Un paciente descansa boca abajo con finas agujas de acupuntura colocadas a lo largo de la parte alta de la espalda y los hombros, para aliviar la tensión que causa muchos dolores de cabeza.',
        },
      ],
    },
  },
};
