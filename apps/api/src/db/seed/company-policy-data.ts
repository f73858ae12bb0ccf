export interface SeedPolicy {
  language: 'ro' | 'ru' | 'en' | 'fr' | 'it';
  title: string;
  /** Bodies as plain text: blank lines separate paragraphs, '- ' lines are list items (see modules/content/plain-text.ts). */
  sections: { title: string; body: string }[];
}

export const policyUpdatedOn = '2026-01-15';

// One text per language it is written in; the same policy, read by people of five languages.
export const policies: SeedPolicy[] = [
  {
    language: 'ro',
    title: 'Politica de confidențialitate',
    sections: [
      {
        title: 'Cine suntem',
        body: 'Vitrina SRL, str. Uzinelor 19, Chișinău, Republica Moldova, este operatorul datelor personale pe care le primim prin acest site, la telefon și în showroom-uri. Ne puteți scrie oricând la info@vitrina.md.',
      },
      {
        title: 'Ce date colectăm',
        body: '- Numele, telefonul și e-mailul, când cereți o ofertă, o măsurare sau un apel\n- Adresa de livrare și de montaj, când plasați o comandă\n- CV-ul, când aplicați la un post vacant\n- Date tehnice despre vizită (cookie-uri), doar cu acordul dumneavoastră',
      },
      {
        title: 'De ce le folosim',
        body: 'Folosim datele doar pentru a vă răspunde, a executa comanda, a emite factura și a respecta obligațiile legale. Nu vindem și nu cedăm datele altor firme în scopuri de marketing.',
      },
      {
        title: 'Cât timp le păstrăm',
        body: 'Datele comenzilor le păstrăm cât cere legislația contabilă; cererile fără comandă — cel mult un an; CV-urile — șase luni, dacă nu ne cereți să le ștergem mai devreme.',
      },
      {
        title: 'Drepturile dumneavoastră',
        body: 'Conform Legii nr. 133/2011 privind protecția datelor cu caracter personal, aveți dreptul să aflați ce date avem despre dumneavoastră, să le corectați, să cereți ștergerea lor și să vă opuneți prelucrării. Scrieți-ne la info@vitrina.md; vă răspundem în cel mult 15 zile lucrătoare.',
      },
    ],
  },
  {
    language: 'ru',
    title: 'Политика конфиденциальности',
    sections: [
      {
        title: 'Кто мы',
        body: 'Vitrina SRL, ул. Узинелор 19, Кишинёв, Республика Молдова, — оператор персональных данных, которые мы получаем через этот сайт, по телефону и в шоурумах. Пишите нам в любое время на info@vitrina.md.',
      },
      {
        title: 'Какие данные мы собираем',
        body: '- Имя, телефон и e-mail, когда вы запрашиваете предложение, замер или звонок\n- Адрес доставки и монтажа, когда вы оформляете заказ\n- Резюме, когда вы откликаетесь на вакансию\n- Технические данные о посещении (cookie) — только с вашего согласия',
      },
      {
        title: 'Зачем мы их используем',
        body: 'Мы используем данные только чтобы ответить вам, выполнить заказ, выставить счёт и соблюсти требования закона. Мы не продаём и не передаём данные другим компаниям в маркетинговых целях.',
      },
      {
        title: 'Сколько мы их храним',
        body: 'Данные заказов храним столько, сколько требует бухгалтерское законодательство; заявки без заказа — не более года; резюме — шесть месяцев, если вы не попросите удалить их раньше.',
      },
      {
        title: 'Ваши права',
        body: 'По Закону № 133/2011 о защите персональных данных вы вправе узнать, какие данные о вас у нас есть, исправить их, потребовать их удаления и возразить против обработки. Напишите на info@vitrina.md — ответим не позднее чем через 15 рабочих дней.',
      },
    ],
  },
  {
    language: 'en',
    title: 'Privacy policy',
    sections: [
      {
        title: 'Who we are',
        body: 'Vitrina SRL, 19 Uzinelor St., Chișinău, Republic of Moldova, is the controller of the personal data we receive through this website, by phone and in our showrooms. You can write to us at any time at info@vitrina.md.',
      },
      {
        title: 'What we collect',
        body: '- Your name, phone number and e-mail when you ask for a quote, a measurement or a call back\n- Your delivery and installation address when you place an order\n- Your CV when you apply for a vacancy\n- Technical data about your visit (cookies), only with your consent',
      },
      {
        title: 'Why we use it',
        body: 'We use your data only to answer you, to fulfil your order, to issue the invoice and to meet our legal obligations. We never sell your data or pass it to other companies for marketing.',
      },
      {
        title: 'How long we keep it',
        body: 'Order data is kept as long as accounting law requires; requests without an order for at most one year; CVs for six months unless you ask us to delete them sooner.',
      },
      {
        title: 'Your rights',
        body: 'Under Moldovan Law No. 133/2011 on personal data protection you may learn what data we hold about you, have it corrected or erased, and object to its processing. Write to info@vitrina.md; we answer within 15 working days.',
      },
    ],
  },
  {
    language: 'fr',
    title: 'Politique de confidentialité',
    sections: [
      {
        title: 'Qui sommes-nous',
        body: 'Vitrina SRL, 19 rue Uzinelor, Chișinău, République de Moldavie, est responsable du traitement des données personnelles reçues par ce site, par téléphone et dans nos salles d’exposition. Vous pouvez nous écrire à tout moment à info@vitrina.md.',
      },
      {
        title: 'Données collectées',
        body: '- Nom, téléphone et e-mail lorsque vous demandez un devis, une prise de mesures ou un rappel\n- Adresse de livraison et de pose lorsque vous passez commande\n- CV lorsque vous postulez à une offre d’emploi\n- Données techniques de navigation (cookies), uniquement avec votre accord',
      },
      {
        title: 'Finalités',
        body: 'Nous utilisons vos données uniquement pour vous répondre, exécuter votre commande, émettre la facture et respecter nos obligations légales. Nous ne vendons ni ne cédons vos données à d’autres sociétés à des fins commerciales.',
      },
      {
        title: 'Durée de conservation',
        body: 'Les données de commande sont conservées le temps exigé par la loi comptable ; les demandes sans commande, un an au plus ; les CV, six mois, sauf si vous demandez leur suppression plus tôt.',
      },
      {
        title: 'Vos droits',
        body: 'Conformément à la loi moldave n° 133/2011 sur la protection des données personnelles, vous pouvez savoir quelles données nous détenons, les faire rectifier ou effacer et vous opposer à leur traitement. Écrivez à info@vitrina.md ; nous répondons sous 15 jours ouvrables.',
      },
    ],
  },
  {
    language: 'it',
    title: 'Informativa sulla privacy',
    sections: [
      {
        title: 'Chi siamo',
        body: 'Vitrina SRL, via Uzinelor 19, Chișinău, Repubblica di Moldova, è titolare del trattamento dei dati personali ricevuti tramite questo sito, per telefono e nei nostri showroom. Può scriverci in qualsiasi momento a info@vitrina.md.',
      },
      {
        title: 'Quali dati raccogliamo',
        body: '- Nome, telefono ed e-mail quando chiede un preventivo, un sopralluogo o una richiamata\n- Indirizzo di consegna e di posa quando effettua un ordine\n- Curriculum quando si candida a una posizione aperta\n- Dati tecnici sulla visita (cookie), solo con il suo consenso',
      },
      {
        title: 'Perché li usiamo',
        body: 'Usiamo i dati solo per risponderle, eseguire l’ordine, emettere la fattura e rispettare gli obblighi di legge. Non vendiamo né cediamo i dati ad altre aziende per scopi di marketing.',
      },
      {
        title: 'Per quanto tempo li conserviamo',
        body: 'I dati degli ordini per il tempo richiesto dalla normativa contabile; le richieste senza ordine per al massimo un anno; i curriculum per sei mesi, salvo richiesta di cancellazione anticipata.',
      },
      {
        title: 'I suoi diritti',
        body: 'Ai sensi della legge moldava n. 133/2011 sulla protezione dei dati personali, può sapere quali dati conserviamo, chiederne la rettifica o la cancellazione e opporsi al trattamento. Scriva a info@vitrina.md; rispondiamo entro 15 giorni lavorativi.',
      },
    ],
  },
];
