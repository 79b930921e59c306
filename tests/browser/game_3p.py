"""A whole 3-player Carnegie game (base game, no module) as three players
enter it on their phones, and its totals worked out by hand from the
rules (/work/shared/rules: 000_… "Final Scoring" and "Connections between
Major Cities"; the board's figures from carnegie-facts.md, which copies
the board: city VP, regions, roads, the connections table, the donation
chart, the department types). Used by test-browser-page.py; the game
starts from tests/browser/table-3p.json (the three players only; Anna
first in turn order, as a file without a setup says).

Each player's entries, in the order a player would make them:
  ("project", CITY, SPACE, TYPE or None)   a disk on the map (TYPE: a
                                           small town's project type)
  ("transport", REGION, BOX)
  ("donation", COLUMN, ROW)
  ("department", NUMBER, TOP_ROW)          built, in the top row or not
  ("count", FIELD, VALUE)                  score-track, money, goods, empty-spaces
  ("employees", ACTIVE)
  ("tab-vp", TYPE, VP)
  ("action-choice",)                       the unused Action Choice tile

The hand scoring (each line: the rule, then the sum):

Anna
  score track                                   21
  active employees: 1 VP each (max 15), 7       7
  departments built: 3 VP in the top row, 2 elsewhere (max 24):
    6 Sales top row 3, 9 Engineering 2          5
  project tabs: housing tab 4 VP                4
  connections: network New York-Pittsburgh-Chicago (roads
    Pittsburgh-New York, Chicago-Pittsburgh) joins New York (1 link)
    and Chicago (1): 2 links; the lowest level in the regions of its
    major cities: East box 3 Train, Midwest box 2 Stagecoach ->
    Stagecoach; table "2 links, Stagecoach"      6
  city projects, the VP printed under each city: New York 3,
    Boston 3, Albany 3, Pittsburgh 2, Chicago 3  14
  donations: Health 1, 2 VP per project in the East (New York,
    Boston, Albany, Pittsburgh: 4) = 8 (max 12)  8
  Action Choice tile: none (3 players: only the third has one)  0
  total                                         65

Ben
  score track                                   17
  active employees 5                            5
  departments: none                             0
  project tabs: commerce tab 3 VP               3
  connections: Chicago-St. Louis-Memphis-New Orleans (roads
    St. Louis-Chicago, St. Louis-Memphis, Memphis-New Orleans; Kansas
    City joins St. Louis too): Chicago 1 + New Orleans 1 = 2 links;
    Midwest box 4 Train, South box 3 Train -> Train; "2 links,
    Train"                                      9
  city projects: Chicago 3, St. Louis 2, Kansas City 2, Memphis 0,
    New Orleans 3                               10
  donations: Human Rights 3, 2 VP per housing or commerce project:
    Chicago space 2 housing, St. Louis space 1 housing, Kansas City
    space 1 commerce, New Orleans space 1 commerce (Memphis, a small
    town, holds an industry) = 4 x 2           8
  Action Choice tile                            0
  total                                         52

Carla (the third player from the first: she holds the Action Choice tile)
  score track                                   9
  active employees 10                           10
  departments: 13 Advanced Research top row 3, 14 Advanced Design top
    row 3, 16 Telegraph Operators 2             8
  project tabs: industry tab 6 VP               6
  connections: San Francisco-Los Angeles is her only network with a
    major city, and it holds one (San Francisco): no score; Denver,
    Atlanta and Houston join no major city of hers   0
  city projects: San Francisco 3, Los Angeles 3, Denver 2, Atlanta 2,
    Houston 3                                   13
  donations: Health 4, 2 VP per project in the West (San Francisco,
    Los Angeles, Denver: 3) = 6; Welfare 1, 7 VP = 7   13
  Action Choice tile unused                     3
  total                                         62
"""

ENTRIES = {
    "Anna": [
        ("project", "new-york", 1, None),
        ("project", "boston", 1, None),
        ("project", "albany", 1, None),
        ("project", "pittsburgh", 1, None),
        ("project", "chicago", 1, None),
        ("transport", "east", 3),
        ("transport", "midwest", 2),
        ("donation", "health", 1),
        ("department", 6, True),
        ("department", 9, False),
        ("count", "score-track", 21),
        ("employees", 7),
        ("tab-vp", "housing", 4),
    ],
    "Ben": [
        ("project", "chicago", 2, None),
        ("project", "st-louis", 1, None),
        ("project", "kansas-city", 1, None),
        ("project", "memphis", 1, "industry"),
        ("project", "new-orleans", 1, None),
        ("transport", "midwest", 4),
        ("transport", "south", 3),
        ("donation", "rights", 3),
        ("count", "score-track", 17),
        ("employees", 5),
        ("tab-vp", "commerce", 3),
    ],
    "Carla": [
        ("project", "san-francisco", 1, None),
        ("project", "los-angeles", 1, None),
        ("project", "denver", 2, None),
        ("project", "atlanta", 2, None),
        ("project", "houston", 1, None),
        ("transport", "west", 2),
        ("donation", "health", 4),
        ("donation", "welfare", 1),
        ("department", 13, True),
        ("department", 14, True),
        ("department", 16, False),
        ("count", "score-track", 9),
        ("employees", 10),
        ("tab-vp", "industry", 6),
        ("action-choice",),
    ],
}

TOTALS = {"Anna": 65, "Ben": 52, "Carla": 62}

# The lines of the score sheet that the working above gives, by category.
LINES = {
    "Anna": {"score-track": 21, "employees": 7, "departments": 5, "project-tabs": 4,
             "connections": 6, "city-projects": 14, "action-choice": 0},
    "Ben": {"score-track": 17, "employees": 5, "departments": 0, "project-tabs": 3,
            "connections": 9, "city-projects": 10, "action-choice": 0},
    "Carla": {"score-track": 9, "employees": 10, "departments": 8, "project-tabs": 6,
              "connections": 0, "city-projects": 13, "action-choice": 3},
}
# Donations, summed (the sheet has a line per donation).
DONATIONS = {"Anna": 8, "Ben": 8, "Carla": 13}


def raw_messages(board, name, space_index):
    """The entries of one player as protocol v1 messages (ids from 1)."""
    messages = []
    for entry in ENTRIES[name]:
        kind = entry[0]
        if kind == "project":
            m = {"type": "project", "space": space_index(board, entry[1], entry[2]), "on": True}
            if entry[3] is not None:
                m["project"] = entry[3]
        elif kind == "transport":
            m = {"type": "transport", "region": entry[1], "box": entry[2]}
        elif kind == "donation":
            m = {"type": "donation", "column": entry[1], "row": entry[2], "on": True}
        elif kind == "department":
            m = {"type": "department", "number": entry[1], "on": True, "top-row": entry[2],
                 "left-column": False, "active-employee": False}
        elif kind == "count":
            m = {"type": "count", "field": entry[1], "value": entry[2]}
        elif kind == "employees":
            m = {"type": "employees", "active": entry[1], "inactive-board": 0,
                 "inactive-missions": 0, "active-on-cost": 0}
        elif kind == "tab-vp":
            m = {"type": "tab-vp", "project": entry[1], "vp": entry[2]}
        elif kind == "action-choice":
            m = {"type": "action-choice", "on": True}
        else:
            raise ValueError(kind)
        m["id"] = len(messages) + 1
        messages.append(m)
    return messages
