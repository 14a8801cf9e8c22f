// UK towns with their real postcode area, local authority district, county, region, country, police force, a
// constituency and an approximate centre, so that generated addresses agree with themselves.
export interface UkPlace {
  town: string;
  area: string;
  /** Postcode district numbers in use in the town's area (a sample). */
  districts: readonly number[];
  district: string;
  county: string;
  region: string;
  country: "England" | "Scotland" | "Wales" | "Northern Ireland";
  police: string;
  constituency: string;
  lat: number;
  lon: number;
  /** Relative weight: how many companies are registered there. */
  weight: number;
}

const place = (
  town: string, area: string, districts: number[], district: string, county: string, region: string,
  country: UkPlace["country"], police: string, constituency: string, lat: number, lon: number, weight: number,
): UkPlace => ({ town, area, districts, district, county, region, country, police, constituency, lat, lon, weight });

export const UK_PLACES: readonly UkPlace[] = [
  place("London", "EC", [1, 2, 3, 4], "City of London", "Greater London", "London", "England", "City of London Police", "Cities of London and Westminster", 51.515, -0.092, 30),
  place("London", "W", [1, 2, 4, 5, 8, 11], "Westminster", "Greater London", "London", "England", "Metropolitan Police", "Cities of London and Westminster", 51.514, -0.16, 25),
  place("London", "N", [1, 4, 7, 16, 19], "Islington", "Greater London", "London", "England", "Metropolitan Police", "Islington North", 51.55, -0.11, 15),
  place("London", "SE", [1, 10, 15, 22], "Southwark", "Greater London", "London", "England", "Metropolitan Police", "Bermondsey and Old Southwark", 51.49, -0.07, 15),
  place("London", "E", [1, 2, 3, 14, 15], "Tower Hamlets", "Greater London", "London", "England", "Metropolitan Police", "Poplar and Limehouse", 51.515, -0.03, 15),
  place("Croydon", "CR", [0, 2, 7], "Croydon", "Greater London", "London", "England", "Metropolitan Police", "Croydon East", 51.372, -0.1, 5),
  place("Manchester", "M", [1, 2, 3, 4, 14, 15, 20], "Manchester", "Greater Manchester", "North West", "England", "Greater Manchester Police", "Manchester Central", 53.48, -2.242, 14),
  place("Salford", "M", [5, 6, 7, 50], "Salford", "Greater Manchester", "North West", "England", "Greater Manchester Police", "Salford", 53.488, -2.29, 4),
  place("Liverpool", "L", [1, 2, 3, 8, 17], "Liverpool", "Merseyside", "North West", "England", "Merseyside Police", "Liverpool Riverside", 53.408, -2.99, 8),
  place("Preston", "PR", [1, 2, 5], "Preston", "Lancashire", "North West", "England", "Lancashire Constabulary", "Preston", 53.763, -2.703, 3),
  place("Birmingham", "B", [1, 2, 3, 4, 5, 15, 16], "Birmingham", "West Midlands", "West Midlands", "England", "West Midlands Police", "Birmingham Ladywood", 52.48, -1.9, 12),
  place("Coventry", "CV", [1, 2, 3, 4], "Coventry", "West Midlands", "West Midlands", "England", "West Midlands Police", "Coventry South", 52.408, -1.51, 4),
  place("Wolverhampton", "WV", [1, 2, 3, 10], "Wolverhampton", "West Midlands", "West Midlands", "England", "West Midlands Police", "Wolverhampton West", 52.586, -2.128, 3),
  place("Stoke-on-Trent", "ST", [1, 4, 6], "Stoke-on-Trent", "Staffordshire", "West Midlands", "England", "Staffordshire Police", "Stoke-on-Trent Central", 53.0, -2.18, 3),
  place("Leeds", "LS", [1, 2, 6, 11, 12], "Leeds", "West Yorkshire", "Yorkshire and The Humber", "England", "West Yorkshire Police", "Leeds Central and Headingley", 53.8, -1.549, 9),
  place("Sheffield", "S", [1, 2, 3, 10, 11], "Sheffield", "South Yorkshire", "Yorkshire and The Humber", "England", "South Yorkshire Police", "Sheffield Central", 53.381, -1.47, 6),
  place("Bradford", "BD", [1, 3, 5, 8], "Bradford", "West Yorkshire", "Yorkshire and The Humber", "England", "West Yorkshire Police", "Bradford West", 53.795, -1.759, 4),
  place("York", "YO", [1, 10, 24, 31], "York", "North Yorkshire", "Yorkshire and The Humber", "England", "North Yorkshire Police", "York Central", 53.959, -1.082, 3),
  place("Hull", "HU", [1, 2, 3, 5], "Kingston upon Hull", "East Riding of Yorkshire", "Yorkshire and The Humber", "England", "Humberside Police", "Kingston upon Hull East", 53.744, -0.332, 3),
  place("Newcastle upon Tyne", "NE", [1, 2, 4, 6], "Newcastle upon Tyne", "Tyne and Wear", "North East", "England", "Northumbria Police", "Newcastle upon Tyne Central and West", 54.978, -1.617, 5),
  place("Sunderland", "SR", [1, 2, 3, 5], "Sunderland", "Tyne and Wear", "North East", "England", "Northumbria Police", "Sunderland Central", 54.906, -1.381, 2),
  place("Middlesbrough", "TS", [1, 3, 5], "Middlesbrough", "North Yorkshire", "North East", "England", "Cleveland Police", "Middlesbrough and Thornaby East", 54.574, -1.235, 2),
  place("Nottingham", "NG", [1, 2, 3, 7], "Nottingham", "Nottinghamshire", "East Midlands", "England", "Nottinghamshire Police", "Nottingham East", 52.954, -1.158, 5),
  place("Leicester", "LE", [1, 2, 3, 4], "Leicester", "Leicestershire", "East Midlands", "England", "Leicestershire Police", "Leicester South", 52.636, -1.139, 5),
  place("Derby", "DE", [1, 21, 22, 23], "Derby", "Derbyshire", "East Midlands", "England", "Derbyshire Constabulary", "Derby North", 52.922, -1.476, 3),
  place("Northampton", "NN", [1, 3, 4, 5], "West Northamptonshire", "Northamptonshire", "East Midlands", "England", "Northamptonshire Police", "Northampton North", 52.24, -0.902, 3),
  place("Cambridge", "CB", [1, 2, 3, 4], "Cambridge", "Cambridgeshire", "East of England", "England", "Cambridgeshire Constabulary", "Cambridge", 52.205, 0.119, 4),
  place("Norwich", "NR", [1, 2, 3, 4], "Norwich", "Norfolk", "East of England", "England", "Norfolk Constabulary", "Norwich South", 52.63, 1.297, 3),
  place("Ipswich", "IP", [1, 2, 3, 4], "Ipswich", "Suffolk", "East of England", "England", "Suffolk Constabulary", "Ipswich", 52.059, 1.155, 2),
  place("Chelmsford", "CM", [1, 2, 3], "Chelmsford", "Essex", "East of England", "England", "Essex Police", "Chelmsford", 51.736, 0.469, 3),
  place("Luton", "LU", [1, 2, 3, 4], "Luton", "Bedfordshire", "East of England", "England", "Bedfordshire Police", "Luton South and South Bedfordshire", 51.879, -0.417, 2),
  place("Milton Keynes", "MK", [9, 10, 14, 15], "Milton Keynes", "Buckinghamshire", "South East", "England", "Thames Valley Police", "Milton Keynes Central", 52.04, -0.759, 4),
  place("Reading", "RG", [1, 2, 4, 6, 30], "Reading", "Berkshire", "South East", "England", "Thames Valley Police", "Reading Central", 51.454, -0.978, 5),
  place("Oxford", "OX", [1, 2, 3, 4], "Oxford", "Oxfordshire", "South East", "England", "Thames Valley Police", "Oxford East", 51.752, -1.258, 3),
  place("Guildford", "GU", [1, 2, 3, 4], "Guildford", "Surrey", "South East", "England", "Surrey Police", "Guildford", 51.236, -0.57, 3),
  place("Brighton", "BN", [1, 2, 3, 41], "Brighton and Hove", "East Sussex", "South East", "England", "Sussex Police", "Brighton Pavilion", 50.822, -0.137, 4),
  place("Maidstone", "ME", [14, 15, 16], "Maidstone", "Kent", "South East", "England", "Kent Police", "Maidstone and Malling", 51.27, 0.522, 3),
  place("Southampton", "SO", [14, 15, 16, 17], "Southampton", "Hampshire", "South East", "England", "Hampshire and Isle of Wight Constabulary", "Southampton Itchen", 50.909, -1.404, 4),
  place("Portsmouth", "PO", [1, 2, 3, 4], "Portsmouth", "Hampshire", "South East", "England", "Hampshire and Isle of Wight Constabulary", "Portsmouth South", 50.805, -1.087, 3),
  place("Bristol", "BS", [1, 2, 3, 8, 16], "Bristol", "City of Bristol", "South West", "England", "Avon and Somerset Constabulary", "Bristol Central", 51.455, -2.588, 7),
  place("Bath", "BA", [1, 2], "Bath and North East Somerset", "Somerset", "South West", "England", "Avon and Somerset Constabulary", "Bath", 51.381, -2.36, 2),
  place("Exeter", "EX", [1, 2, 4], "Exeter", "Devon", "South West", "England", "Devon and Cornwall Police", "Exeter", 50.718, -3.533, 3),
  place("Plymouth", "PL", [1, 4, 6], "Plymouth", "Devon", "South West", "England", "Devon and Cornwall Police", "Plymouth Sutton and Devonport", 50.375, -4.143, 2),
  place("Bournemouth", "BH", [1, 2, 8], "Bournemouth, Christchurch and Poole", "Dorset", "South West", "England", "Dorset Police", "Bournemouth East", 50.72, -1.88, 3),
  place("Cardiff", "CF", [10, 11, 14, 24], "Cardiff", "South Glamorgan", "Wales", "Wales", "South Wales Police", "Cardiff South and Penarth", 51.481, -3.179, 5),
  place("Swansea", "SA", [1, 2, 6], "Swansea", "West Glamorgan", "Wales", "Wales", "South Wales Police", "Swansea West", 51.621, -3.944, 2),
  place("Newport", "NP", [10, 19, 20], "Newport", "Gwent", "Wales", "Wales", "Gwent Police", "Newport West and Islwyn", 51.584, -2.998, 2),
  place("Wrexham", "LL", [11, 12, 13], "Wrexham", "Clwyd", "Wales", "Wales", "North Wales Police", "Wrexham", 53.046, -2.993, 1),
  place("Edinburgh", "EH", [1, 2, 3, 6, 12], "City of Edinburgh", "Midlothian", "Scotland", "Scotland", "Police Scotland", "Edinburgh East and Musselburgh", 55.953, -3.188, 6),
  place("Glasgow", "G", [1, 2, 3, 12, 41], "Glasgow City", "Lanarkshire", "Scotland", "Scotland", "Police Scotland", "Glasgow North", 55.864, -4.252, 7),
  place("Aberdeen", "AB", [10, 11, 15, 24], "Aberdeen City", "Aberdeenshire", "Scotland", "Scotland", "Police Scotland", "Aberdeen North and Moray East", 57.149, -2.094, 3),
  place("Dundee", "DD", [1, 2, 3, 4], "Dundee City", "Angus", "Scotland", "Scotland", "Police Scotland", "Dundee Central", 56.462, -2.971, 2),
  place("Inverness", "IV", [1, 2, 3], "Highland", "Inverness-shire", "Scotland", "Scotland", "Police Scotland", "Inverness, Skye and West Ross-shire", 57.478, -4.225, 1),
  place("Belfast", "BT", [1, 2, 7, 9, 12], "Belfast", "County Antrim", "Northern Ireland", "Northern Ireland", "Police Service of Northern Ireland", "Belfast South and Mid Down", 54.597, -5.93, 5),
  place("Derry", "BT", [47, 48], "Derry City and Strabane", "County Londonderry", "Northern Ireland", "Northern Ireland", "Police Service of Northern Ireland", "Foyle", 54.997, -7.309, 1),
];

export const WARD_WORDS = [
  "Central", "North", "South", "East", "West", "Park", "Abbey", "Castle", "Riverside", "St Mary's", "Town", "Bridge",
  "Hill", "Green", "Priory", "Victoria", "Kingsway", "Market",
] as const;
