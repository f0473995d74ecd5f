import type { Article } from "../types";
import { COLD_CALL_PREFLIGHT } from "./shared";

export const article5: Article = {
  id: 5,
  title: "Bilingual Marketing That Works: Reaching Spanish-Speaking Families From the Rio Grande Valley to Houston",
  excerpt:
    "Spanish-speaking households are one of the largest and most loyal insurance markets in Texas, and one of the most underserved. How to build campaigns, scripts and follow-up that earn trust in both languages, with ready-to-use Spanish templates.",
  author: "Lucía Herrera",
  authorRole: "Bilingual Marketing Lead",
  date: "2024-11-12",
  readTime: "9 min read",
  category: "Marketing Tools",
  image: "/images/articles/bilingual-insurance-marketing-texas-families.jpg",
  imageAlt: "A bilingual insurance agent meeting with a multigenerational family at their home in South Texas",
  body: [
    {
      heading: "A market too large to treat as an afterthought",
      paragraphs: [
        "Millions of Texans speak Spanish at home. In McAllen, Brownsville, Harlingen, Laredo and El Paso, Spanish is often the first language of the household, and in San Antonio and large parts of Houston and Dallas-Fort Worth it is the language in which many families make their big financial decisions. Plenty of these customers are fully bilingual. But when the subject is a deductible, a claim or a life insurance beneficiary, many of them prefer to have the conversation in Spanish, especially when parents or grandparents are part of the decision.",
        "Agencies that serve these families well tend to keep them for a long time. Referrals travel through extended families, churches and workplaces, and a household that trusts you with the home and cars will often bring you the life insurance, the small business and the cousins. The opportunity is not a translated ad. It is an agency that works in Spanish from the first click to the first claim.",
      ],
    },
    {
      heading: "Translate meaning, not words",
      paragraphs: [
        "Machine translation gets you grammatically correct Spanish that nobody in the Valley actually talks like. Insurance language is already confusing in English; a literal translation of \"all other perils deductible\" will not help anyone. Write in clear, warm, usted-form Spanish that sounds like Texas, and have a native speaker from your market read every piece before it goes out.",
        "A few practical notes. Many Texans say \"aseguranza\" in everyday speech, while \"seguro\" is the standard term; use \"seguro\" in your written materials but include both in search keywords and social posts. Keep core terms consistent across everything you publish: póliza (policy), prima (premium), deducible (deductible), cobertura (coverage), responsabilidad civil (liability) and reclamo (claim). And explain the concept the first time you use a term: \"el deducible, es decir, la parte del daño que usted paga antes de que pague la aseguradora\".",
      ],
    },
    {
      heading: "Compliance works the same in both languages",
      paragraphs: [
        "Texas rules against misleading insurance advertising apply in any language, so your Spanish ads need the same review as your English ones. Two points deserve special attention. First, if a form is in Spanish, its consent disclosure should be in Spanish too. A Spanish-language quote form with English-only fine print invites exactly the kind of dispute TCPA plaintiffs look for. Second, if you advertise in Spanish, be ready to serve in Spanish. Policy documents from many carriers are issued in English, so tell clients up front and offer to walk them through the key pages.",
        "Record each contact's preferred language in your CRM and route calls and e-mails accordingly. Nothing undermines a Spanish campaign faster than a follow-up e-mail in English from someone who cannot take the callback.",
      ],
    },
    {
      heading: "Channels that earn trust",
      paragraphs: [
        "Spanish-speaking families in Texas are heavy users of Facebook and WhatsApp, and much of their decision-making happens in family group chats. Short educational videos in Spanish, explaining how a hail claim works, why flood is separate, or what 30/60/25 means, get shared far more than ads with prices. Local Spanish radio, parish festivals, quinceañera and wedding expos, and small-business associations remain effective for building name recognition in the Valley and San Antonio.",
        "If you use WhatsApp or text messages for marketing, the same consent rules apply as for any other channel: get a clear opt-in first, and honor \"ALTO\" or \"STOP\" immediately.",
      ],
    },
    {
      heading: "Build a bilingual toolkit once, use it every day",
      paragraphs: [
        "You do not need a separate agency to serve Spanish-speaking clients. You need a small, reusable toolkit and a clear routing rule.",
      ],
      bullets: [
        "A Spanish landing page and quote form with a Spanish consent disclosure.",
        "A bilingual voicemail greeting and a Spanish text for missed-call follow-up.",
        "Spanish versions of your welcome and follow-up e-mails (two are included below).",
        "A short Spanish glossary so every producer uses the same terms.",
        "Scheduled Spanish-speaking hours if you have only one bilingual producer, shown clearly on your website.",
      ],
    },
    {
      heading: "Measure the Spanish channel separately",
      paragraphs: [
        "Tag every Spanish-language lead in your CRM and report on it as its own channel: contact rate, quote rate, close rate and policies per household. Most agencies discover that Spanish leads take a little longer to close and produce more policies per household once they do. Those numbers are what justify hiring a second bilingual producer or expanding into a new city.",
      ],
    },
  ],
  keyTakeaways: [
    "Spanish-speaking households are a large, loyal, referral-driven market across Texas.",
    "Write in natural Texas Spanish (usted form), keep core terms consistent and have native speakers review everything.",
    "Put consent disclosures in the same language as the form, and be ready to serve in the language you advertise in.",
    "Track Spanish-language leads as their own channel and route them to bilingual staff.",
  ],
  copyBlocks: [
    {
      id: "a5-cold-call",
      kind: "cold-call",
      name: "Cold Call in Spanish: Home and Auto Review",
      text: `${COLD_CALL_PREFLIGHT}

(Script in Spanish. Use "usted" throughout.)

AGENTE: Buenas tardes, ¿hablo con {{first_name}}? Mi nombre es {{agent_name}}, soy agente de seguros con licencia en Texas y trabajo con {{agency_name}} aquí en {{city}}. ¿Tiene un par de minutos?

(Si dice que no: "No se preocupe. ¿A qué hora le queda mejor que le llame?" Anote la hora y despídase.)

AGENTE: Gracias. Le llamo porque muchas familias de {{city}} han visto subir el costo de su seguro de casa y de carro este año, y estamos ofreciendo revisiones gratuitas, en español, para ver si están pagando de más o si les falta alguna cobertura importante.

AGENTE: ¿Me permite hacerle dos preguntas rápidas? ¿Sabe cuánto es el deducible de su póliza de casa en caso de granizo o viento?

(Escuche.) Es muy común no saberlo. Muchas pólizas ahora tienen un deducible en porcentaje, y después de una tormenta puede ser varios miles de dólares.

AGENTE: ¿Y su seguro de carro cubre si otro conductor sin seguro le choca?

AGENTE: Le propongo esto: una revisión de quince minutos, por teléfono o en persona, donde le explico en español qué cubre su póliza, cuánto pagaría de su bolsillo y si hay una mejor opción. Sin compromiso. ¿Le queda mejor mañana por la tarde o el sábado por la mañana?

(Agende la cita y confirme el número.)

AGENTE: Muy bien, {{first_name}}, quedamos así. Si en algún momento prefiere que no le llamemos, con gusto lo quitamos de nuestra lista. ¡Que tenga buen día!`,
    },
    {
      id: "a5-warm-lead",
      kind: "warm-lead",
      name: "Warm Lead: Bilingual Opening for a Spanish-Language Quote Request",
      text: `(Open in the language the lead used on the form. If unsure, open bilingually and let the client choose.)

AGENT: Hi, this is {{agent_name}} with {{agency_name}}. Hola, le habla {{agent_name}} de {{agency_name}}. ¿Prefiere que hablemos en inglés o en español?

AGENTE: Perfecto. Le llamo porque usted pidió una cotización de seguro en nuestra página. Gracias por contactarnos. ¿Es un buen momento para platicar unos minutos?

AGENTE: ¿Qué le motivó a buscar una cotización? ¿Le subió el precio en la renovación, compró casa o carro nuevo, o es la primera vez que busca seguro?

(Escuche con atención y anote el motivo.)

AGENTE: Para darle un precio exacto, necesito unos datos:
- Para la casa: la dirección, el año en que se construyó y el año del techo.
- Para los carros: año, marca y modelo de cada vehículo, y quiénes los manejan.
- Si ya tiene seguro, la compañía actual y la fecha de renovación.

AGENTE: Una cosa importante: muchas compañías mandan los documentos de la póliza en inglés. No se preocupe; yo le explico en español cada parte importante antes de que usted decida.

AGENTE: Le preparo la cotización hoy y le llamo mañana para revisarla juntos. ¿Prefiere que le llame en la mañana o en la tarde? Y si tiene preguntas antes, mi número directo es {{phone}}.`,
    },
    {
      id: "a5-objection-handling",
      kind: "objection-handling",
      name: "Objection Handling in Spanish",
      text: `OBJECIÓN: "Tengo que consultarlo con mi esposo / con mi familia."
RESPUESTA: "Claro que sí, es una decisión importante y es bueno decidir juntos. ¿Le parece si hacemos una llamada cuando estén todos? Así les explico directamente y pueden hacer todas las preguntas que quieran."

OBJECIÓN: "Ya tengo seguro con un agente de hace muchos años."
RESPUESTA: "Qué bueno que tiene a alguien de confianza. No le pido que cambie; le ofrezco una segunda opinión gratuita. Si su póliza actual es la mejor para usted, se lo voy a decir. Si encuentro algo que le pueda ahorrar dinero o protegerle mejor, usted decide."

OBJECIÓN: "Los seguros nunca pagan."
RESPUESTA: "Entiendo por qué lo dice; muchas personas han tenido malas experiencias. Casi siempre es porque nadie les explicó el deducible o qué no cubría la póliza. Por eso yo le explico todo en español antes de firmar, y si tiene un reclamo, me llama a mí y le ayudo con el proceso."

OBJECIÓN: "Está muy caro."
RESPUESTA: "Le entiendo. Veamos juntos qué podemos ajustar: el deducible, los descuentos por tener casa y carro con la misma compañía, o coberturas que tal vez no necesita. Lo que no le recomiendo es quedarse sin la protección básica, porque un accidente o una tormenta cuesta mucho más."

OBJECIÓN: "No quiero dar mis datos por teléfono."
RESPUESTA: "Tiene toda la razón en cuidarse. Podemos vernos en nuestra oficina en {{city}}, o le mando un enlace seguro para llenar la información. Y puede verificar mi licencia en la página del Departamento de Seguros de Texas."`,
    },
    {
      id: "a5-closing",
      kind: "closing",
      name: "Closing in Spanish: Home and Auto Bundle",
      text: `AGENTE: {{first_name}}, repasemos lo que encontramos. Su póliza de casa tenía un deducible de granizo en porcentaje, que después de una tormenta le costaría varios miles de dólares, y su seguro de carro no incluía cobertura contra conductores sin seguro.

AGENTE: La opción que le recomiendo junta la casa y los carros con la misma compañía. Tiene un deducible fijo que usted ya conoce, incluye la cobertura contra conductores sin seguro y, por el descuento de paquete, el total mensual es menor que lo que paga ahora por separado.

AGENTE: ¿Tiene alguna pregunta sobre la cobertura antes de seguir?

(Responda las preguntas.)

AGENTE: Entonces, ¿le parece bien que empecemos la póliza nueva el {{renewal_date}}, para que no quede ni un día sin seguro?

AGENTE: Perfecto. Para el primer pago, ¿prefiere tarjeta o retiro automático de su cuenta? En cuanto quede activa la póliza, le mando por correo las tarjetas de seguro y un resumen en español de lo que cubre.

AGENTE: Por favor no cancele su póliza actual hasta que yo le confirme que la nueva está activa; yo le aviso. Y si algún familiar o vecino también quiere revisar su seguro, con mucho gusto le ayudo igual.`,
    },
    {
      id: "a5-welcome-email",
      kind: "welcome-email",
      name: "Welcome E-mail in Spanish (with English Version)",
      subject: "Bienvenido a {{agency_name}} | Welcome to {{agency_name}}",
      text: `Hola {{first_name}}:

Gracias por comunicarse con {{agency_name}}. Mi nombre es {{agent_name}} y voy a preparar su cotización personalmente.

Esto es lo que sigue:
1. Reviso su información y comparo opciones con las compañías que representamos.
2. Le llamo para explicarle en español la cobertura, el deducible y el precio.
3. Usted decide, sin presión y sin compromiso.

Si tiene a la mano la primera página de su póliza actual (la página de declaraciones), mándeme una foto respondiendo a este correo. Así la comparación es exacta.

Puede llamarme o mandarme mensaje al {{phone}}, o escoger un horario aquí: {{booking_link}}

Saludos cordiales,
{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

---

Hi {{first_name}}, thank you for contacting {{agency_name}}. I'm preparing your quote and will call you to review it. Reply with a photo of your current declarations page, or book a time here: {{booking_link}}

Para no recibir más correos, haga clic aquí / To unsubscribe, click here: {{unsubscribe_link}}`,
    },
    {
      id: "a5-follow-up-email",
      kind: "follow-up-email",
      name: "Follow-up E-mail in Spanish: Quote Ready",
      subject: "{{first_name}}, su cotización está lista",
      text: `Hola {{first_name}}:

Ya tengo lista su cotización. Traté de llamarle, pero no pude comunicarme, así que le dejo aquí el resumen:

- Le comparé su seguro actual con otras opciones, con la misma cobertura.
- Le incluí una opción con deducible fijo para granizo y viento, para que sepa exactamente cuánto pagaría después de una tormenta.
- Si junta su casa y sus carros, el descuento de paquete baja el total.

Me gustaría explicarle los detalles en una llamada de diez minutos. Puede escoger la hora que le convenga aquí: {{booking_link}} o llamarme al {{phone}}.

Si ya no está buscando seguro, solo responda "gracias, ya no" y cierro su solicitud.

Saludos,
{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

Para no recibir más correos, haga clic aquí: {{unsubscribe_link}}`,
    },
    {
      id: "a5-social-educational",
      kind: "social-educational",
      name: "Educational Social Post (Bilingual): What Is a Deductible?",
      text: `🏠 ¿Qué es el deducible? / What is a deductible?

ES: Es la parte del daño que usted paga antes de que pague la aseguradora. Si su deducible de granizo es del 2% y su casa está asegurada por $300,000, usted pagaría los primeros $6,000. ¿Sabe cuánto es el suyo?

EN: It's the part of a claim you pay before insurance pays. With a 2% hail deductible on a home insured for $300,000, you'd pay the first $6,000. Do you know yours?

📞 Le explicamos su póliza en español o en inglés, sin costo. We explain your policy in Spanish or English, free.

{{agency_name}} | {{phone}}
#SeguroDeCasa #Aseguranza #TexasInsurance #RioGrandeValley #SanAntonio`,
    },
  ],
};
