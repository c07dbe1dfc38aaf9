// The stand-in survey form's words in the portal's 14 locales (issue 27 item 7: it was English in
// every language). The portal opens it with `lang={the page's locale}`; without one, the browser's
// Accept-Language picks, then English. Address forms follow docs/conventions.md.
import { LOCALES } from '@portal/shared/contract';

export interface SurveyTexts {
  title: string;
  heading: string;
  intro: string;
  question: string;
  better: string;
  optional: string;
  send: string;
  sendAlt: string;
  done: string;
}

export const SURVEY_TEXTS: Record<(typeof LOCALES)[number], SurveyTexts> = {
  en: {
    title: 'User experience survey',
    heading: 'How are we doing?',
    intro: 'Two quick questions about your experience. It takes less than a minute.',
    question: 'How satisfied are you with the portal?',
    better: 'What could be better?',
    optional: 'Optional',
    send: 'Send answers',
    sendAlt: 'Send (form-submit message)',
    done: 'Thank you. Your answers were sent.',
  },
  he: {
    title: 'סקר חוויית משתמש',
    heading: 'מה דעתכם עלינו?',
    intro: 'שתי שאלות קצרות על החוויה שלכם. זה לוקח פחות מדקה.',
    question: 'עד כמה אתם מרוצים מהפורטל?',
    better: 'מה אפשר לשפר?',
    optional: 'לא חובה',
    send: 'שליחת התשובות',
    sendAlt: 'שליחה (הודעת form-submit)',
    done: 'תודה. התשובות שלכם נשלחו.',
  },
  de: {
    title: 'Umfrage zur Nutzererfahrung',
    heading: 'Wie machen wir uns?',
    intro: 'Zwei kurze Fragen zu deiner Erfahrung. Es dauert weniger als eine Minute.',
    question: 'Wie zufrieden bist du mit dem Portal?',
    better: 'Was könnte besser sein?',
    optional: 'Optional',
    send: 'Antworten senden',
    sendAlt: 'Senden (Nachricht form-submit)',
    done: 'Danke. Deine Antworten wurden gesendet.',
  },
  fr: {
    title: 'Enquête sur l’expérience utilisateur',
    heading: 'Comment nous trouvez-vous ?',
    intro: 'Deux questions rapides sur votre expérience. Cela prend moins d’une minute.',
    question: 'Quel est votre niveau de satisfaction avec le portail ?',
    better: 'Que pourrions-nous améliorer ?',
    optional: 'Facultatif',
    send: 'Envoyer les réponses',
    sendAlt: 'Envoyer (message form-submit)',
    done: 'Merci. Vos réponses ont été envoyées.',
  },
  'fr-CA': {
    title: 'Sondage sur l’expérience utilisateur',
    heading: 'Comment nous trouvez-vous?',
    intro: 'Deux questions rapides sur votre expérience. Cela prend moins d’une minute.',
    question: 'Quel est votre niveau de satisfaction avec le portail?',
    better: 'Que pourrions-nous améliorer?',
    optional: 'Facultatif',
    send: 'Envoyer les réponses',
    sendAlt: 'Envoyer (message form-submit)',
    done: 'Merci. Vos réponses ont été envoyées.',
  },
  es: {
    title: 'Encuesta de experiencia de usuario',
    heading: '¿Qué tal lo estamos haciendo?',
    intro: 'Dos preguntas rápidas sobre tu experiencia. Tardarás menos de un minuto.',
    question: '¿Cuál es tu grado de satisfacción con el portal?',
    better: '¿Qué podría mejorar?',
    optional: 'Opcional',
    send: 'Enviar respuestas',
    sendAlt: 'Enviar (mensaje form-submit)',
    done: 'Gracias. Tus respuestas se han enviado.',
  },
  it: {
    title: 'Sondaggio sull’esperienza utente',
    heading: 'Come stiamo andando?',
    intro: 'Due domande veloci sulla tua esperienza. Ci vuole meno di un minuto.',
    question: 'Qual è il tuo livello di soddisfazione per il portale?',
    better: 'Cosa potrebbe migliorare?',
    optional: 'Facoltativo',
    send: 'Invia le risposte',
    sendAlt: 'Invia (messaggio form-submit)',
    done: 'Grazie. Le tue risposte sono state inviate.',
  },
  pt: {
    title: 'Inquérito sobre a experiência de utilização',
    heading: 'Como estamos a sair-nos?',
    intro: 'Duas perguntas rápidas sobre a sua experiência. Demora menos de um minuto.',
    question: 'Qual é o seu grau de satisfação com o portal?',
    better: 'O que poderia ser melhor?',
    optional: 'Opcional',
    send: 'Enviar respostas',
    sendAlt: 'Enviar (mensagem form-submit)',
    done: 'Obrigado. As suas respostas foram enviadas.',
  },
  ca: {
    title: 'Enquesta d’experiència d’usuari',
    heading: 'Com ho estem fent?',
    intro: 'Dues preguntes ràpides sobre la teva experiència. Triga menys d’un minut.',
    question: 'Quin és el teu grau de satisfacció amb el portal?',
    better: 'Què es podria millorar?',
    optional: 'Opcional',
    send: 'Envia les respostes',
    sendAlt: 'Envia (missatge form-submit)',
    done: 'Gràcies. S’han enviat les teves respostes.',
  },
  pl: {
    title: 'Ankieta o wrażeniach z korzystania',
    heading: 'Jak nam idzie?',
    intro: 'Dwa krótkie pytania o Twoje wrażenia. Zajmie to mniej niż minutę.',
    question: 'Jak oceniasz portal?',
    better: 'Co możemy poprawić?',
    optional: 'Opcjonalnie',
    send: 'Wyślij odpowiedzi',
    sendAlt: 'Wyślij (komunikat form-submit)',
    done: 'Dziękujemy. Twoje odpowiedzi zostały wysłane.',
  },
  'uk-UA': {
    title: 'Опитування щодо досвіду користувача',
    heading: 'Як у нас справи?',
    intro: 'Два короткі запитання про ваш досвід. Це займе менше хвилини.',
    question: 'Наскільки ви задоволені порталом?',
    better: 'Що можна покращити?',
    optional: 'Необов’язково',
    send: 'Надіслати відповіді',
    sendAlt: 'Надіслати (повідомлення form-submit)',
    done: 'Дякуємо. Ваші відповіді надіслано.',
  },
  'bs-BA': {
    title: 'Anketa o korisničkom iskustvu',
    heading: 'Kako nam ide?',
    intro: 'Dva kratka pitanja o vašem iskustvu. Traje manje od minute.',
    question: 'Koliko ste zadovoljni portalom?',
    better: 'Šta bi moglo biti bolje?',
    optional: 'Neobavezno',
    send: 'Pošalji odgovore',
    sendAlt: 'Pošalji (poruka form-submit)',
    done: 'Hvala. Vaši odgovori su poslani.',
  },
  ko: {
    title: '사용자 경험 설문',
    heading: '서비스는 어떠신가요?',
    intro: '이용 경험에 관한 간단한 질문 두 가지입니다. 1분도 걸리지 않습니다.',
    question: '포털에 얼마나 만족하십니까?',
    better: '무엇을 개선하면 좋을까요?',
    optional: '선택 사항',
    send: '답변 보내기',
    sendAlt: '보내기(form-submit 메시지)',
    done: '감사합니다. 답변을 보냈습니다.',
  },
  zh: {
    title: '用户体验调查',
    heading: '我们做得怎么样？',
    intro: '关于你的使用体验的两个简短问题，不到一分钟即可完成。',
    question: '你对门户的满意度如何？',
    better: '哪些地方可以改进？',
    optional: '选填',
    send: '提交答案',
    sendAlt: '提交（form-submit 消息）',
    done: '谢谢，你的答案已提交。',
  },
};

const known = new Set<string>(LOCALES);

/** The form's locale: `lang` when it is one of ours, else the best of Accept-Language (exact, then language), else English. */
export function surveyLocale(lang: unknown, acceptLanguage: string | undefined): (typeof LOCALES)[number] {
  const pick = (tag: string): (typeof LOCALES)[number] | null => {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]!.toLowerCase();
    return LOCALES.find((l) => l.toLowerCase() === base) ?? LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? null;
  };
  if (typeof lang === 'string' && known.has(lang)) return lang as (typeof LOCALES)[number];
  if (typeof lang === 'string' && lang) {
    const fromLang = pick(lang);
    if (fromLang) return fromLang;
  }
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim();
    const found = tag && tag !== '*' ? pick(tag) : null;
    if (found) return found;
  }
  return 'en';
}
