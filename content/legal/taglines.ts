/** Language-assistance taglines (Section 1557), each shown with its own lang attribute. */
export type Tagline = { lang: string; language: string; dir?: 'rtl'; text: string };

/**
 * Languages commonly spoken in Kansas and the Kansas City area, most spoken
 * first. The wording follows the sample taglines HHS published for Section
 * 1557 ("If you speak [language], language assistance services, free of
 * charge, are available to you. Call …"), without a TTY number: relay users
 * dial 711. `{{phone}}` is filled from content/clinic.ts.
 */
export const taglines: Tagline[] = [
  {
    lang: 'es',
    language: 'Español',
    text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {{phone}}.',
  },
  {
    lang: 'vi',
    language: 'Tiếng Việt',
    text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {{phone}}.',
  },
  {
    lang: 'zh-Hans',
    language: '简体中文',
    text: '注意：如果您使用简体中文，您可以免费获得语言援助服务。请致电 {{phone}}。',
  },
  {
    lang: 'zh-Hant',
    language: '繁體中文',
    text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {{phone}}。',
  },
  {
    lang: 'de',
    language: 'Deutsch',
    text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {{phone}}.',
  },
  {
    lang: 'ko',
    language: '한국어',
    text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {{phone}} 번으로 전화해 주십시오.',
  },
  {
    lang: 'ar',
    language: 'العربية',
    dir: 'rtl',
    text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم {{phone}}.',
  },
  {
    lang: 'lo',
    language: 'ພາສາລາວ',
    text: 'ໂປດຊາບ: ຖ້າວ່າ ທ່ານເວົ້າພາສາ ລາວ, ການບໍລິການຊ່ວຍເຫຼືອດ້ານພາສາ, ໂດຍບໍ່ເສັຽຄ່າ, ແມ່ນມີພ້ອມໃຫ້ທ່ານ. ໂທຣ {{phone}}.',
  },
  {
    lang: 'my',
    language: 'မြန်မာဘာသာ',
    text: 'သတိပြုရန် - အကယ်၍ သင်သည် မြန်မာစကား ကို ပြောပါက၊ ဘာသာစကား အကူအညီ၊ အခမဲ့၊ သင့်အတွက် စီစဉ်ဆောင်ရွက်ပေးပါမည်။ ဖုန်းနံပါတ် {{phone}} သို့ ခေါ်ဆိုပါ။',
  },
  {
    lang: 'fr',
    language: 'Français',
    text: 'ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le {{phone}}.',
  },
  {
    lang: 'tl',
    language: 'Tagalog',
    text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {{phone}}.',
  },
  {
    lang: 'ja',
    language: '日本語',
    text: '注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。{{phone}} まで、お電話にてご連絡ください。',
  },
  {
    lang: 'ru',
    language: 'Русский',
    text: 'ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните {{phone}}.',
  },
  {
    lang: 'sw',
    language: 'Kiswahili',
    text: 'KUMBUKA: Ikiwa unazungumza Kiswahili, unaweza kupata, huduma za lugha, bila malipo. Piga simu {{phone}}.',
  },
  {
    lang: 'am',
    language: 'አማርኛ',
    text: 'ማስታወሻ: የሚናገሩት ቋንቋ ኣማርኛ ከሆነ የትርጉም እርዳታ ድርጅቶች፣ በነጻ ሊያግዝዎት ተዘጋጀተዋል፣ ወደ ሚከተለው ቁጥር ይደውሉ {{phone}}.',
  },
  {
    lang: 'fa',
    language: 'فارسی',
    dir: 'rtl',
    text: 'توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد. با {{phone}} تماس بگیرید.',
  },
  {
    lang: 'so',
    language: 'Soomaali',
    text: 'DIGNIIN: Haddii aad ku hadasho Soomaali, adeegyada caawimada luqadda, oo bilaash ah, ayaad heli kartaa. Wac {{phone}}.',
  },
  {
    lang: 'ne',
    language: 'नेपाली',
    text: 'ध्यान दिनुहोस्: तपाईंले नेपाली बोल्नुहुन्छ भने तपाईंको निम्ति भाषा सहायता सेवाहरू निःशुल्क रूपमा उपलब्ध छ । फोन गर्नुहोस् {{phone}} ।',
  },
  {
    lang: 'hi',
    language: 'हिन्दी',
    text: 'ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {{phone}} पर कॉल करें।',
  },
  {
    lang: 'pt',
    language: 'Português',
    text: 'ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para {{phone}}.',
  },
  {
    lang: 'th',
    language: 'ไทย',
    text: 'เรียน: ถ้าคุณพูดภาษาไทยคุณสามารถใช้บริการช่วยเหลือทางภาษาได้ฟรี โทร {{phone}}',
  },
  {
    lang: 'uk',
    language: 'Українська',
    text: 'УВАГА! Якщо ви розмовляєте українською мовою, ви можете звернутися до безкоштовної служби мовної підтримки. Телефонуйте за номером {{phone}}.',
  },
  {
    lang: 'ur',
    language: 'اردو',
    dir: 'rtl',
    text: 'خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں ۔ کال کریں {{phone}}۔',
  },
  {
    lang: 'gu',
    language: 'ગુજરાતી',
    text: 'સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {{phone}}.',
  },
];
