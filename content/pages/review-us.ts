import type { ReviewUsCopy } from '@/content/types';
import type { Locale } from '@/lib/i18n';

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
