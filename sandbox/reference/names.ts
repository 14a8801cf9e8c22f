// British given names, surnames and street names, and the words company names are made of.
export const FORENAMES = [
  "Oliver", "George", "Harry", "Jack", "Jacob", "Noah", "Charlie", "Thomas", "Oscar", "William", "James", "Henry",
  "Leo", "Alfie", "Joshua", "Freddie", "Archie", "Ethan", "Isaac", "Alexander", "Joseph", "Edward", "Samuel", "Max",
  "Daniel", "Arthur", "Lucas", "Mohammed", "David", "Michael", "Paul", "Andrew", "Richard", "Mark", "Stephen", "Peter",
  "John", "Robert", "Christopher", "Matthew", "Simon", "Ian", "Graham", "Neil", "Gareth", "Rhys", "Callum", "Ewan",
  "Olivia", "Amelia", "Isla", "Ava", "Emily", "Isabella", "Mia", "Poppy", "Ella", "Lily", "Sophie", "Grace", "Evie",
  "Charlotte", "Jessica", "Chloe", "Ruby", "Freya", "Alice", "Florence", "Sarah", "Emma", "Claire", "Rachel",
  "Helen", "Catherine", "Elizabeth", "Victoria", "Joanne", "Nicola", "Karen", "Susan", "Margaret", "Fiona", "Kirsty",
  "Siobhan", "Aoife", "Niamh", "Priya", "Aisha", "Fatima", "Zara", "Hannah", "Laura", "Rebecca", "Anna",
] as const;

export const SURNAMES = [
  "Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Johnson", "Roberts",
  "Robinson", "Thompson", "Wright", "Walker", "White", "Edwards", "Hughes", "Green", "Hall", "Lewis", "Harris",
  "Clarke", "Patel", "Jackson", "Wood", "Turner", "Martin", "Cooper", "Hill", "Ward", "Morris", "Moore", "Clark",
  "Lee", "King", "Baker", "Harrison", "Morgan", "Allen", "James", "Scott", "Phillips", "Watson", "Davis", "Parker",
  "Price", "Bennett", "Young", "Griffiths", "Mitchell", "Kelly", "Cook", "Carter", "Richardson", "Bailey", "Collins",
  "Bell", "Shaw", "Murphy", "Miller", "Cox", "Richards", "Khan", "Marshall", "Anderson", "Simpson", "Ellis", "Adams",
  "Singh", "Begum", "Wilkinson", "Foster", "Chapman", "Powell", "Webb", "Rogers", "Gray", "Mason", "Ali", "Hunt",
  "Hussain", "Campbell", "Matthews", "Owen", "Palmer", "Holmes", "Mills", "Barnes", "Knight", "Lloyd", "Butler",
  "Russell", "Barker", "Fisher", "Stevens", "Jenkins", "Murray", "Dixon", "Harvey", "MacDonald", "Stewart",
  "Fraser", "O'Neill", "McLaughlin", "Quinn", "Gallagher",
] as const;

export const STREET_NAMES = [
  "High", "Church", "Station", "Victoria", "Park", "Mill", "London", "Queen's", "King's", "Manor", "Green", "North",
  "South", "West", "New", "School", "York", "Albert", "Springfield", "George", "Grange", "Chapel", "Broad", "Market",
  "Castle", "Bridge", "Kingsway", "Windsor", "Oxford", "Elm", "Oak", "Beech", "Cedar", "Willow", "Orchard", "Meadow",
] as const;

export const STREET_SUFFIXES = [
  "Street", "Road", "Lane", "Avenue", "Close", "Drive", "Way", "Place", "Court", "Gardens", "Crescent", "Terrace",
  "Square", "Row", "Mews", "Parade", "Walk",
] as const;

export const BUILDING_NAMES = [
  "Unit 4", "Suite 2", "First Floor", "Ground Floor", "The Old Mill", "Kings House", "Regent House", "Trinity Court",
  "Riverside House", "Enterprise Centre", "The Coach House", "Albion Works", "Brunel House", "Phoenix Park",
] as const;

export const NAME_WORDS = [
  "Acorn", "Albion", "Apex", "Arden", "Ashford", "Atlas", "Beacon", "Bramble", "Bridgewater", "Britannia", "Caledonian",
  "Castlegate", "Cedar", "Chiltern", "Cobalt", "Cotswold", "Crown", "Derwent", "Eden", "Elmwood", "Falcon", "Fenwick",
  "Forth", "Greenway", "Hadrian", "Harbour", "Heron", "Highland", "Horizon", "Kestrel", "Kingfisher", "Lakeland",
  "Lancaster", "Lindisfarne", "Magnolia", "Marlow", "Meridian", "Mersey", "Millbrook", "Newbury", "Northgate",
  "Oakfield", "Orbit", "Pennine", "Phoenix", "Pinnacle", "Quantum", "Redwood", "Ribble", "Riverside", "Rowan",
  "Sandstone", "Severn", "Sovereign", "Stirling", "Summit", "Tamar", "Thames", "Thistle", "Trent", "Tudor", "Tyne",
  "Vanguard", "Vertex", "Wessex", "Westbury", "Whitfield", "Willow", "Windmill", "Wren", "Yarrow", "Zenith",
] as const;

export const NAME_TRADES = [
  "Consulting", "Engineering", "Logistics", "Construction", "Property", "Holdings", "Developments", "Solutions",
  "Technologies", "Software", "Digital", "Media", "Foods", "Brewing", "Retail", "Trading", "Manufacturing",
  "Electrical", "Plumbing", "Roofing", "Landscapes", "Care", "Healthcare", "Dental", "Pharmacy", "Recruitment",
  "Security", "Cleaning Services", "Transport", "Haulage", "Motors", "Estates", "Investments", "Capital", "Finance",
  "Marketing", "Design", "Architects", "Surveyors", "Accountants", "Legal Services", "Training", "Energy", "Solar",
  "Environmental", "Textiles", "Furniture", "Interiors", "Hospitality", "Catering", "Events", "Print", "Packaging",
] as const;

export const OCCUPATIONS = [
  "Director", "Company Director", "Managing Director", "Accountant", "Engineer", "Consultant", "Solicitor", "Builder",
  "Software Developer", "Sales Director", "Chartered Surveyor", "Finance Director", "Operations Director", "Retailer",
  "Farmer", "Electrician", "Architect", "Pharmacist", "Chef", "Teacher", "Nurse", "Business Owner",
] as const;

export const NATIONALITIES = [
  ["British", "United Kingdom"], ["British", "United Kingdom"], ["British", "United Kingdom"], ["British", "United Kingdom"],
  ["British", "United Kingdom"], ["Irish", "Ireland"], ["Indian", "India"], ["Polish", "Poland"], ["American", "United States"],
  ["German", "Germany"], ["French", "France"], ["Italian", "Italy"], ["Chinese", "China"], ["Nigerian", "Nigeria"],
] as const;
